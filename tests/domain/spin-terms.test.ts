import { describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../../domain/responsible-play/spending-limits';
import { spinTerms } from '../../domain/responsible-play/spin-terms';

const NOW = new Date('2026-01-05T12:00:00.000Z');
const none = { amount: null, pending: null };

describe("a paid spin's terms for the player", () => {
  it('allows a player without a record anything, expecting no record under the lock', () => {
    expect(spinTerms(null, NOW)).toEqual({ kind: 'allowed', revision: null, limits: null });
  });

  it('refuses a player on a break, until it ends', () => {
    const until = new Date(NOW.getTime() + 1);
    const record = { limits: NO_LIMITS, excludedUntil: until, revision: 3 };
    expect(spinTerms(record, NOW)).toEqual({ kind: 'excluded', until });
    expect(spinTerms({ ...record, excludedUntil: NOW }, NOW)).toEqual({
      kind: 'allowed',
      revision: 3,
      limits: null,
    });
  });

  it('hands the limits in force, a raise once its time has come, at the revision read', () => {
    const raised = { amount: 1_000, pending: { amount: 2_000, appliesAt: NOW } };
    const later = { amount: 1_000, pending: { amount: 2_000, appliesAt: new Date(NOW.getTime() + 1) } };
    const limits = { daily: raised, weekly: later, monthly: none };
    expect(spinTerms({ limits, excludedUntil: null, revision: 7 }, NOW)).toEqual({
      kind: 'allowed',
      revision: 7,
      limits: { daily: 2_000, weekly: 1_000, monthly: null },
    });
  });
});
