import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryCapReached } from '../../domain/play/entry-cap';

describe('the entry cap (docs/rules/games.md, Entries per player)', () => {
  it('no cap is never reached', () => {
    fc.assert(fc.property(fc.nat(), (entries) => entryCapReached(entries, null) === false));
  });

  it('a cap is reached exactly when the paid entries held come to it', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.integer({ min: 1, max: 50 }),
        (entries, cap) => entryCapReached(entries, cap) === entries >= cap,
      ),
    );
    expect(entryCapReached(2, 3)).toBe(false);
    expect(entryCapReached(3, 3)).toBe(true);
  });
});
