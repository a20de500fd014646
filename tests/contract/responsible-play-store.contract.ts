import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games/game';
import { NO_LIMITS, type SpendingLimits } from '../../domain/responsible-play/spending-limits';
import { aClaim, aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'responsiblePlay' | 'users' | 'games' | 'numbers' | 'unitOfWork'>;
const at = new Date('2026-03-04T09:00:00Z');
const limits: SpendingLimits = {
  daily: { amount: 2_500, pending: { amount: 4_000, appliesAt: new Date('2026-03-05T09:00:00Z') } },
  weekly: { amount: 0, pending: { amount: null, appliesAt: new Date('2026-03-05T10:00:00Z') } },
  monthly: { amount: null, pending: null },
};

export function describeResponsiblePlayStoreContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`ResponsiblePlayStore contract: ${name}`, () => {
    let world: Subject;
    let me: number;
    let other: number;
    let game: Game;
    beforeEach(async () => {
      world = await makeSubject();
      me = (await world.users.create(aNewUser()))?.id ?? 0;
      other = (await world.users.create(aNewUser()))?.id ?? 0;
      game = await world.games.create(aGameDraft({ totalNumbers: 20, freePlayStart: 16, freePlayEnd: 20 }));
    });

    it('finds nothing before a save, then the limits with their pending raises, replaced whole', async () => {
      expect(await world.responsiblePlay.find(me)).toBeNull();
      await world.responsiblePlay.saveLimits(me, limits, at);
      expect(await world.responsiblePlay.find(me)).toEqual({ limits, excludedUntil: null });
      await world.responsiblePlay.saveLimits(me, NO_LIMITS, at);
      expect((await world.responsiblePlay.find(me))?.limits).toEqual(NO_LIMITS);
      expect(await world.responsiblePlay.find(other)).toBeNull();
    });

    it('only ever lengthens a break, also when two are taken at once, and keeps the limits', async () => {
      await world.responsiblePlay.saveLimits(me, limits, at);
      const week = new Date('2026-03-11T09:00:00Z');
      const day = new Date('2026-03-05T09:00:00Z');
      const answers = await Promise.all([
        world.responsiblePlay.extendExclusion(me, day, at),
        world.responsiblePlay.extendExclusion(me, week, at),
      ]);
      expect(answers.map((d) => d.getTime()).sort()).toContain(week.getTime());
      expect(await world.responsiblePlay.extendExclusion(me, day, at)).toEqual(week);
      expect(await world.responsiblePlay.find(me)).toEqual({ limits, excludedUntil: week });
      expect(await world.responsiblePlay.excludedAmong([me, other, 999_999], at)).toEqual(new Set([me]));
      expect(await world.responsiblePlay.excludedAmong([me], week)).toEqual(new Set());
    });

    it('counts as spending paid, pending and held paid claims since each instant, not released or free ones', async () => {
      // One unsettled (pending or held) claim per player and game: the held one is in a second game.
      const second = await world.games.create(
        aGameDraft({ totalNumbers: 5, freePlayStart: 6, freePlayEnd: 5 }),
      );
      const claim = (
        number: number,
        status: 'paid' | 'pending' | 'held' | 'released' | 'free',
        hoursAgo: number,
      ) =>
        world.numbers.claim(
          aClaim({
            gameId: status === 'held' ? second.id : game.id,
            number,
            userId: me,
            kind: status === 'free' ? 'free' : 'paid',
            status,
            priceCents: status === 'free' ? 0 : number * 100,
            createdAt: new Date(at.getTime() - hoursAgo * 3_600_000),
          }),
        );
      await claim(1, 'paid', 1);
      await claim(2, 'pending', 2);
      await claim(3, 'held', 30);
      await claim(4, 'released', 1);
      await claim(17, 'free', 1);
      await world.numbers.claim(aClaim({ gameId: game.id, number: 9, userId: other, createdAt: at }));
      const since = [new Date(at.getTime() - 24 * 3_600_000), new Date(0), at];
      expect(await world.responsiblePlay.spentSince(me, since)).toEqual([300, 600, 0]);
    });

    it('locks and reads the record inside a unit of work, and rolls a save back with it', async () => {
      await world.responsiblePlay.saveLimits(me, limits, at);
      await expect(
        world.unitOfWork.run(async (tx) => {
          expect((await tx.responsiblePlay.lock(me))?.limits).toEqual(limits);
          expect(await tx.responsiblePlay.lock(other)).toBeNull();
          await tx.responsiblePlay.saveLimits(me, NO_LIMITS, at);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await world.responsiblePlay.find(me))?.limits).toEqual(limits);
    });

    it('refuses an unknown account', async () => {
      await expect(world.responsiblePlay.saveLimits(999_999, limits, at)).rejects.toThrow();
    });

    it("prices a spin over the game's available numbers outside a range, and counts the player's holding", async () => {
      // 1..15 cost $1..$15, 16..20 are free: a paid spin skips them.
      const freeRange = { from: 16, to: 20 };
      expect(await world.numbers.priceFigures(game.id)).toEqual({
        count: 20,
        lowestCents: 0,
        highestCents: 1_500,
        totalCents: 12_000,
      });
      expect(await world.numbers.priceFigures(game.id, freeRange)).toEqual({
        count: 15,
        lowestCents: 100,
        highestCents: 1_500,
        totalCents: 12_000,
      });
      await world.numbers.claim(aClaim({ gameId: game.id, number: 15, userId: me }));
      await world.numbers.claim(
        aClaim({ gameId: game.id, number: 16, userId: other, kind: 'free', status: 'free' }),
      );
      expect(await world.numbers.priceFigures(game.id)).toMatchObject({ count: 18, highestCents: 1_400 });
      expect(await world.numbers.priceFigures(game.id, freeRange)).toEqual({
        count: 14,
        lowestCents: 100,
        highestCents: 1_400,
        totalCents: 10_500,
      });
      expect(await world.numbers.highestAvailablePrice(game.id)).toBe(1_400);
      expect(await world.numbers.countHeldBy(me, game.id)).toBe(1);
      expect(await world.numbers.priceFigures(999_999)).toBeNull();
      const allFree = await world.games.create(
        aGameDraft({ totalNumbers: 3, freePlayStart: 1, freePlayEnd: 3 }),
      );
      expect(await world.numbers.highestAvailablePrice(allFree.id)).toBe(0);
    });
  });
}
