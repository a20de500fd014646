import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games/game';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'games' | 'numbers' | 'users' | 'unitOfWork'>;

const T0 = new Date(Date.UTC(2030, 0, 1, 12));
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** The NumberPool methods that settle paid spins: paid, held, paying again, released. */
export function describeClaimSettlementContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`NumberPool settlement contract: ${name}`, () => {
    let world: Subject;
    let game: Game;
    let userId: number;
    /** Other players: one player has at most one unsettled claim per game (claims_one_unsettled_key). */
    let others: number[];
    const pending = (number: number, owner = userId) =>
      aClaim({ gameId: game.id, number, userId: owner, status: 'pending', createdAt: T0 });

    beforeEach(async () => {
      world = await makeSubject();
      game = await world.games.create(aGameDraft({ totalNumbers: 10, freePlayStart: 11, freePlayEnd: 10 }));
      userId = (await world.users.create(aNewUser()))?.id ?? 0;
      others = [];
      for (let i = 0; i < 6; i++) others.push((await world.users.create(aNewUser()))?.id ?? 0);
    });

    it('marks a pending claim paid once', async () => {
      const claim = pending(3);
      await world.numbers.claim(claim);
      expect(await world.numbers.markPaid(claim.id, later(1))).toBe(true);
      expect(await world.numbers.markPaid(claim.id, later(2))).toBe(false);
      expect(await world.numbers.hold(claim.id, later(10))).toBe(false);
      expect(await world.numbers.findById(claim.id)).toEqual({
        ...claim,
        status: 'paid',
        settledAt: later(1),
      });
      expect(await world.numbers.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('holds a declined claim, keeping the first hold expiry when a payment for it fails again', async () => {
      const claim = pending(4);
      await world.numbers.claim(claim);
      expect(await world.numbers.hold(claim.id, later(10))).toBe(true);
      expect(await world.numbers.findOpenHold(userId, game.id, later(5))).toMatchObject({
        id: claim.id,
        status: 'held',
      });
      expect(await world.numbers.reopenHold(claim.id, later(5))).toBe(true);
      expect(await world.numbers.findOpenHold(userId, game.id, later(5))).toMatchObject({
        status: 'pending',
      });
      expect(await world.numbers.hold(claim.id, later(15))).toBe(true);
      expect(await world.numbers.findById(claim.id)).toMatchObject({
        status: 'held',
        holdExpiresAt: later(10),
      });
      expect(await world.numbers.markPaid(claim.id, later(6))).toBe(false);
    });

    it('reopens a hold only while it is open', async () => {
      const claim = pending(5);
      await world.numbers.claim(claim);
      await world.numbers.hold(claim.id, later(10));
      expect(await world.numbers.reopenHold(claim.id, later(10))).toBe(false);
      expect(await world.numbers.findOpenHold(userId, game.id, later(10))).toBeNull();
      expect(await world.numbers.findOpenHold(userId + 1, game.id, later(1))).toBeNull();
    });

    it('releases expired holds only, returning their numbers to the pool', async () => {
      const expired = pending(6, others[0]);
      const open = pending(7, others[1]);
      const paying = pending(8, others[2]);
      for (const claim of [expired, open, paying]) await world.numbers.claim(claim);
      await world.numbers.hold(expired.id, later(10));
      await world.numbers.hold(open.id, later(20));
      await world.numbers.hold(paying.id, later(10));
      await world.numbers.reopenHold(paying.id, later(9));
      expect(await world.numbers.countAvailable(game.id)).toBe(7);

      const released = await world.unitOfWork.run((tx) => tx.numbers.releaseExpiredHolds(later(15), 10));
      expect(released.map((c) => [c.id, c.status])).toEqual([[expired.id, 'released']]);
      expect(await world.numbers.countAvailable(game.id)).toBe(8);
      expect(await world.numbers.listAvailable(game.id)).toContain(6);
      expect(await world.numbers.releaseExpiredHolds(later(15), 10)).toEqual([]);
      expect(await world.numbers.findById(paying.id)).toMatchObject({ status: 'pending' });
      // The released number can be claimed again.
      await world.numbers.claim(aClaim({ gameId: game.id, number: 6, userId }));
      expect(await world.numbers.countAvailable(game.id)).toBe(7);
    });

    it('withdraws an open hold at once, as on expiry, and counts the game’s holds', async () => {
      const held = pending(6, others[0]);
      const paying = pending(7, others[1]);
      for (const claim of [held, paying]) {
        await world.numbers.claim(claim);
        await world.numbers.hold(claim.id, later(10));
      }
      await world.numbers.reopenHold(paying.id, later(1));
      expect(await world.numbers.countHeld(game.id)).toBe(1);
      expect(await world.unitOfWork.run((tx) => tx.numbers.withdrawHold(held.id, later(2)))).toBe(true);
      expect(await world.numbers.withdrawHold(held.id, later(3))).toBe(false);
      expect(await world.numbers.withdrawHold(paying.id, later(3))).toBe(false);
      expect(await world.numbers.findById(held.id)).toMatchObject({
        status: 'released',
        settledAt: later(2),
      });
      expect(await world.numbers.countHeld(game.id)).toBe(0);
      expect(await world.numbers.countAvailable(game.id)).toBe(9);
      expect(await world.numbers.listAvailable(game.id)).toContain(6);
    });

    it('releases at most the limit, of one game when asked', async () => {
      const other = await world.games.create(
        aGameDraft({ totalNumbers: 5, freePlayStart: 6, freePlayEnd: 5 }),
      );
      const here = [pending(1, others[0]), pending(2, others[1])];
      const there = aClaim({ gameId: other.id, number: 1, userId, status: 'pending' });
      for (const claim of [...here, there]) {
        await world.numbers.claim(claim);
        await world.numbers.hold(claim.id, later(1));
      }
      expect(await world.numbers.releaseExpiredHolds(later(2), 1, game.id)).toHaveLength(1);
      expect(await world.numbers.releaseExpiredHolds(later(2), 10, game.id)).toHaveLength(1);
      expect(await world.numbers.countAvailable(other.id)).toBe(4);
      expect(await world.numbers.releaseExpiredHolds(later(2), 10)).toHaveLength(1);
      expect(await world.numbers.countAvailable(other.id)).toBe(5);
    });

    it('releases each hold once when two processes sweep at the same time', async () => {
      const claims = [1, 2, 3, 4, 5, 6].map((n, i) => pending(n, others[i]));
      for (const claim of claims) {
        await world.numbers.claim(claim);
        await world.numbers.hold(claim.id, later(1));
      }
      const sweeps = await Promise.all([
        world.unitOfWork.run((tx) => tx.numbers.releaseExpiredHolds(later(2), 10)),
        world.unitOfWork.run((tx) => tx.numbers.releaseExpiredHolds(later(2), 10)),
        world.numbers.releaseExpiredHolds(later(2), 10),
      ]);
      expect(
        sweeps
          .flat()
          .map((c) => c.number)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await world.numbers.countAvailable(game.id)).toBe(10);
    });
  });
}
