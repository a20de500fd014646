import { describe, expect, it } from 'vitest';
import { isVoidEntry } from '../../domain/games/void-entry';

describe('a void entry', () => {
  const cancelled = { cancelledAt: new Date('2026-03-01T00:00:00Z') };
  it('is an entry of a cancelled game that cost nothing: a free entry or a $0 number', () => {
    expect(isVoidEntry({ kind: 'free', priceCents: 0 }, cancelled)).toBe(true);
    expect(isVoidEntry({ kind: 'paid', priceCents: 0 }, cancelled)).toBe(true);
  });
  it('is never a paid entry (refunded instead) nor any entry of a game that stands', () => {
    expect(isVoidEntry({ kind: 'paid', priceCents: 500 }, cancelled)).toBe(false);
    expect(isVoidEntry({ kind: 'free', priceCents: 0 }, { cancelledAt: null })).toBe(false);
    expect(isVoidEntry({ kind: 'free', priceCents: 0 }, {})).toBe(false);
    expect(isVoidEntry({ kind: 'free', priceCents: 0 }, null)).toBe(false);
  });
});
