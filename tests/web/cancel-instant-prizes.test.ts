import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { standingInstantPrizes } from '../../domain/games/instant-prizes';
import { type CancelledEntry, cancellationMails } from '../../domain/mail/cancellation-mail';
import { standingPrizesNotice } from '../../web/lib/game-rules';
import { standingPrizesLine, standingPrizesNote } from '../../web/routes/-components/admin/cancel-game-text';

const GAME = { name: 'Kayak Wheel', code: 'G000001', reason: 'Prize withdrawn' };
const ann = { firstName: 'Ann', email: 'ann@example.com' };
const bob = { firstName: 'Bob', email: 'bob@example.com' };
const visa = { brand: 'VISA', last4: '4242' };

describe('a cancelled game with instant prizes (docs/rules/games.md, Cancelling a game)', () => {
  it('every prize already won stands, and none unwon', () => {
    const prize = fc.record({
      k: fc.nat(),
      won: fc.option(fc.record({ winnerId: fc.nat() }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(prize), (prizes) => {
        expect(standingInstantPrizes(prizes)).toEqual(prizes.filter((p) => p.won !== null));
      }),
    );
    // The game answer's views carry `won` as a flag.
    expect(standingInstantPrizes([{ won: true }, { won: false }, { won: true }])).toHaveLength(2);
  });

  it("tells the instant winner that the prize stands with its claim link, and leaves the others' e-mails as they were", async () => {
    const entries: CancelledEntry[] = [
      {
        userId: 1,
        number: 9,
        kind: 'paid',
        player: ann,
        amountCents: 900,
        card: visa,
        instantPrize: { name: 'Gift card', valueCents: 2500, winnerId: 41 },
      },
      { userId: 1, number: 4, kind: 'paid', player: ann, amountCents: 400, card: visa },
      {
        userId: 1,
        number: 2,
        kind: 'free',
        player: ann,
        amountCents: 0,
        card: null,
        instantPrize: { name: 'Tote bag', valueCents: 0, winnerId: 40 },
      },
      { userId: 2, number: 5, kind: 'paid', player: bob, amountCents: 500, card: visa, instantPrize: null },
    ];
    const [annMail, bobMail] = cancellationMails(GAME, entries);
    expect(annMail?.message.instantPrizes).toEqual([
      { number: 2, prize: 'Tote bag', prizeValueCents: 0, winnerId: 40 },
      { number: 9, prize: 'Gift card', prizeValueCents: 2500, winnerId: 41 },
    ]);
    // The winning paid number is refunded like the others.
    expect(annMail?.message.refunds.map((r) => r.number)).toEqual([4, 9]);
    // Bob's message is what it was before instant prizes: no field of theirs.
    expect(bobMail?.message).toEqual({
      kind: 'game-cancelled',
      firstName: 'Bob',
      gameName: GAME.name,
      gameCode: GAME.code,
      reason: GAME.reason,
      refunds: [{ number: 5, amountCents: 500, cardBrand: 'VISA', cardLast4: '4242' }],
      freeNumbers: [],
    });

    const renderer = new ReactEmailRenderer(() => 'https://wheel.example');
    const ann1 = await renderer.render(annMail?.message ?? fail());
    expect(ann1.text).toContain(
      'Your instant prize stands: number 9 won Gift card (worth $25.00). The cancellation does not take it back, and its number is refunded like every paid entry.',
    );
    expect(ann1.text).toContain(
      'Your instant prize stands: number 2 won Tote bag (worth $0.00). The cancellation does not take it back. Claim it',
    );
    expect(ann1.text).toContain('https://wheel.example/claim/41');
    expect(ann1.html).toContain('href="https://wheel.example/claim/40"');
    const bob1 = await renderer.render(bobMail?.message ?? fail());
    expect(bob1.text).not.toMatch(/instant prize|\/claim\//i);
    expect(bob1.text).toContain('Number 5: $5.00 back to Visa ending in 4242');
  });

  it("the cancel dialog and its toast say the server's count of prizes standing", () => {
    expect(standingPrizesLine(0)).toBeNull();
    expect(standingPrizesLine(1)).toBe(
      'keeps the 1 instant prize already won: its winner keeps the prize and its claim page, and the e-mail says so with the claim link (a paid winning entry is refunded like every other);',
    );
    expect(standingPrizesLine(3)).toMatch(/^keeps the 3 instant prizes already won: their winners keep/);
    expect(standingPrizesNote(0)).toBe('');
    expect(standingPrizesNote(1)).toBe(' 1 instant prize already won stands.');
    expect(standingPrizesNote(2)).toBe(' 2 instant prizes already won stand.');
  });
});

function fail(): never {
  throw new Error('no e-mail');
}

describe("a cancelled game's page (docs/rules/games.md, Cancelling a game)", () => {
  const prize = (won: boolean) => ({
    k: 1,
    name: 'Tote',
    value: 5,
    won,
    number: 3,
    winner: null,
    wonAt: null,
  });
  it('says the instant prizes already won stand, from the game answer', () => {
    expect(standingPrizesNotice({ instantPrizes: [] })).toBeNull();
    expect(standingPrizesNotice({ instantPrizes: [prize(false)] })).toBeNull();
    expect(standingPrizesNotice({ instantPrizes: [prize(true), prize(false)] })).toBe(
      'The instant prize already won stands: its winner keeps it and claims it as usual.',
    );
    expect(standingPrizesNotice({ instantPrizes: [prize(true), prize(true)] })).toMatch(
      /^The 2 instant prizes already won stand/,
    );
  });
});
