import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NumberClaim } from '../../domain/number-claim';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'users' | 'games' | 'numbers' | 'payments' | 'gameFigures'>;

const T0 = new Date(Date.UTC(2030, 0, 1, 12));

export function describeGameFiguresContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`GameFigures contract: ${name}`, () => {
    let world: Subject;
    let userId: number | null;
    beforeEach(async () => {
      world = await makeSubject();
      userId = (await world.users.create(aNewUser()))?.id ?? null;
    });

    /** A paid claim with its approved attempt and ledger row. */
    async function paid(gameId: number, number: number): Promise<void> {
      const claim = aClaim({ gameId, number, userId, status: 'pending', priceCents: number * 100 });
      await world.numbers.claim(claim);
      const attempt = await world.payments.startAttempt({
        id: randomUUID(),
        claimId: claim.id,
        gatewayCustomerId: 'cust',
        gatewayCardId: 'card',
        amountCents: claim.priceCents,
        note: 'test',
        nextTryAt: T0,
        createdAt: T0,
      });
      const gatewayPaymentId = `pay-${claim.id}`;
      await world.payments.settleAttempt(attempt.id, { status: 'approved', gatewayPaymentId }, T0);
      await world.numbers.markPaid(claim.id, T0);
      await world.payments.recordPayment({
        claimId: claim.id,
        attemptId: attempt.id,
        gatewayPaymentId,
        amountCents: claim.priceCents,
        createdAt: T0,
      });
    }

    /** Another player's claim (one unsettled claim per player and game). */
    const claimAs = (gameId: number, number: number, fields: Partial<NumberClaim>) =>
      world.numbers.claim(aClaim({ gameId, number, userId: null, ...fields }));

    it('counts paid and free spins and the revenue in the ledger, per game', async () => {
      const a = await world.games.create(
        aGameDraft({ totalNumbers: 50, freePlayStart: 41, freePlayEnd: 50 }),
      );
      const b = await world.games.create(
        aGameDraft({ totalNumbers: 50, freePlayStart: 51, freePlayEnd: 50 }),
      );
      const quiet = await world.games.create(aGameDraft({ totalNumbers: 10 }));
      await paid(a.id, 3);
      await paid(a.id, 7);
      await claimAs(a.id, 45, { kind: 'free', status: 'free', priceCents: 0 });
      // Not spins yet, and no money: a pending and a held claim.
      await claimAs(a.id, 9, { status: 'pending', priceCents: 900 });
      await claimAs(b.id, 12, { status: 'pending', priceCents: 1200 });
      await paid(b.id, 20);
      const totals = await world.gameFigures.totalsByGame([a.id, b.id, quiet.id]);
      expect(totals.get(a.id)).toEqual({ spins: 3, revenueCents: 1000 });
      expect(totals.get(b.id)).toEqual({ spins: 1, revenueCents: 2000 });
      expect(totals.get(quiet.id)).toEqual({ spins: 0, revenueCents: 0 });
    });

    it('answers only the games asked for, and nothing for none', async () => {
      const a = await world.games.create(aGameDraft({ totalNumbers: 50 }));
      const b = await world.games.create(aGameDraft({ totalNumbers: 50 }));
      await paid(b.id, 5);
      expect([...(await world.gameFigures.totalsByGame([a.id])).keys()]).toEqual([a.id]);
      expect((await world.gameFigures.totalsByGame([])).size).toBe(0);
    });
  });
}
