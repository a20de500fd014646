import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMailKind, MAIL_KINDS, matchesMailSearch } from '../../domain/mail/mail-search';
import { matchesClaimSearch, showsShippingDetails } from '../../domain/winners/claim-search';
import { CLAIM_STATUSES } from '../../domain/winners/prize-claim';

const word = fc.stringMatching(/^[A-Za-z0-9.@%_-]{1,12}$/);

/** A claim and a piece (one character or more, in any case) of one of the fields a search reads. */
const claimAndPiece = fc
  .tuple(word, word, word, word, fc.nat({ max: 3 }))
  .chain(([gameName, prize, legalName, email, which]) => {
    const field = [gameName, prize, legalName, email][which] ?? gameName;
    const claim = { gameName, prize, legalName, player: { firstName: 'Ada', lastName: 'Palmer', email } };
    return fc
      .tuple(fc.nat({ max: field.length - 1 }), fc.nat({ max: field.length }), fc.boolean())
      .map(([from, length, upper]) => {
        const piece = field.slice(from, Math.max(from + 1, from + length));
        return { claim, piece: upper ? piece.toUpperCase() : piece.toLowerCase() };
      });
  });

describe("the back office's list searches (docs/rules/back-office.md, Winners tab and Mail tab)", () => {
  it('a claim is found by any piece of its game, prize, legal name or player, in any case; an empty search finds all', () => {
    fc.assert(
      fc.property(claimAndPiece, ({ claim, piece }) => {
        expect(matchesClaimSearch(claim, piece)).toBe(true);
        expect(matchesClaimSearch(claim, '   ')).toBe(true);
      }),
    );
    const erased = { gameName: 'Wheel', prize: 'Mug', legalName: null, player: null };
    expect(matchesClaimSearch(erased, 'ada')).toBe(false);
    expect(
      matchesClaimSearch(
        { ...erased, player: { firstName: 'Ada', lastName: 'Palmer', email: 'a@b.c' } },
        'ada palmer',
      ),
    ).toBe(true);
  });

  it('a message is found by its recipient or subject, never by a text in neither', () => {
    expect(matchesMailSearch({ to: 'ada@example.com', subject: null }, 'ADA@')).toBe(true);
    expect(matchesMailSearch({ to: null, subject: 'You won Mega Wheel!' }, 'mega wheel')).toBe(true);
    expect(matchesMailSearch({ to: 'ada@example.com', subject: 'Receipt' }, 'winner')).toBe(false);
    expect(MAIL_KINDS).toContain('winner');
    expect(MAIL_KINDS.every(isMailKind)).toBe(true);
    expect(isMailKind('toString')).toBe(false);
  });

  it('shows where a prize ships only once the winner accepted it', () => {
    const shown = CLAIM_STATUSES.filter(showsShippingDetails);
    expect(shown).toEqual(['claimed', 'verified', 'shipped', 'delivered']);
  });
});
