import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games/game';
import type { NumberClaim } from '../../domain/play/number-claim';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'games' | 'numbers' | 'users' | 'payments'>;

const T0 = new Date(Date.UTC(2030, 0, 1, 12));
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** NumberPool.listStalledPayments: held numbers taken to be paid for whose payer never charged. */
export function describeStalledPaymentsContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`NumberPool stalled payments contract: ${name}`, () => {
    let world: Subject;
    let game: Game;

    beforeEach(async () => {
      world = await makeSubject();
      game = await world.games.create(aGameDraft({ totalNumbers: 10, freePlayStart: 11, freePlayEnd: 10 }));
    });

    /** A player of their own for each claim: one unsettled claim per player and game (claims_one_unsettled_key). */
    const aPlayer = async () => (await world.users.create(aNewUser()))?.id ?? 0;

    /** A declined spin's claim, held until `minutes`, then taken to be paid for (pending). */
    async function aPaying(number: number, minutes: number): Promise<NumberClaim> {
      const userId = await aPlayer();
      const claim = aClaim({ gameId: game.id, number, userId, status: 'pending', createdAt: T0 });
      await world.numbers.claim(claim);
      await world.numbers.hold(claim.id, later(minutes));
      await world.numbers.reopenHold(claim.id, T0);
      return { ...claim, holdExpiresAt: later(minutes) };
    }
    const anAttempt = (claim: NumberClaim) =>
      world.payments.startAttempt({
        id: randomUUID(),
        claimId: claim.id,
        gatewayCustomerId: 'cust-1',
        gatewayCardId: 'card-1',
        amountCents: claim.priceCents,
        note: 'Prize Wheel',
        nextTryAt: later(1),
        createdAt: T0,
      });

    it('lists paying claims without a pending attempt whose hold ended, earliest expiry first', async () => {
      const late = await aPaying(1, 10);
      const early = await aPaying(2, 5);
      const charging = await aPaying(3, 5);
      await anAttempt(charging);
      await aPaying(4, 30);
      const settled = await aPaying(5, 5);
      await world.numbers.markPaid(settled.id, later(1));
      const fresh = aClaim({
        gameId: game.id,
        number: 6,
        userId: await aPlayer(),
        status: 'pending',
        createdAt: T0,
      });
      await world.numbers.claim(fresh);

      const stalled = await world.numbers.listStalledPayments(later(20), 10);
      expect(stalled.map((c) => c.id)).toEqual([early.id, late.id]);
      expect(stalled[0]).toMatchObject({ status: 'pending', holdExpiresAt: later(5), number: 2 });
      expect((await world.numbers.listStalledPayments(later(20), 1)).map((c) => c.id)).toEqual([early.id]);
      expect(await world.numbers.listStalledPayments(later(5), 10)).toEqual([]);
    });
  });
}
