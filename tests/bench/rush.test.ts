import { describe, expect, it } from 'vitest';
import { mostMessagesInASecond } from './rush';

describe('mostMessagesInASecond', () => {
  it('finds the busiest second over more page-seconds than a call may take as arguments', () => {
    const pages = Array.from({ length: 2_000 }, (_, p) => ({
      messagesBySecond: new Map(Array.from({ length: 200 }, (_, s) => [s, (p + s) % 7] as const)),
    }));
    pages[1_234]?.messagesBySecond.set(99, 42);
    expect(mostMessagesInASecond(pages)).toBe(42);
  });

  it('is 0 when no page received a message', () => {
    expect(mostMessagesInASecond([])).toBe(0);
    expect(mostMessagesInASecond([{ messagesBySecond: new Map() }])).toBe(0);
  });
});
