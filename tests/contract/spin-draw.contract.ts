import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games/game';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

/**
 * The spin's short path: lockForSpin's live counters and claimNthAvailable's draw-and-claim in one
 * step. The counters must follow every claim and release, in or out of the free range.
 */
export function describeSpinDrawContract(name: string, makeWorld: () => Promise<StoreWorld>) {
  describe(`Spin draw contract: ${name}`, () => {
    let world: StoreWorld;
    let game: Game;
    let userId: number;
    const lock = (id = game.id) => world.unitOfWork.run((tx) => tx.games.lockForSpin(id));
    const freeClaim = (id: string, user = userId) => {
      const { number: _, ...claim } = aClaim({
        id,
        gameId: game.id,
        number: 0,
        userId: user,
        kind: 'free',
        status: 'free',
      });
      return claim;
    };
    beforeEach(async () => {
      world = await makeWorld();
      game = await world.games.create(aGameDraft({ totalNumbers: 20, freePlayStart: 16, freePlayEnd: 20 }));
      userId = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('locks with the counts of available numbers, in all and in the free range', async () => {
      expect(await lock()).toMatchObject({ spinSequence: 1, numbersLeft: 20, freeNumbersLeft: 5 });
      await world.numbers.claim(aClaim({ gameId: game.id, number: 3 }));
      await world.numbers.claim(aClaim({ gameId: game.id, number: 17 }));
      expect(await lock()).toMatchObject({ spinSequence: 2, numbersLeft: 18, freeNumbersLeft: 4 });
      expect(await world.numbers.countAvailable(game.id)).toBe(18);
    });

    it('counts a released hold back in', async () => {
      const held = aClaim({ gameId: game.id, number: 18, userId, status: 'pending' });
      await world.numbers.claim(held);
      await world.numbers.hold(held.id, new Date('2026-01-01T00:00:00Z'));
      expect(await lock()).toMatchObject({ numbersLeft: 19, freeNumbersLeft: 4 });
      await world.numbers.releaseExpiredHolds(new Date('2026-01-02T00:00:00Z'), 10);
      expect(await lock()).toMatchObject({ numbersLeft: 20, freeNumbersLeft: 5 });
      expect((await world.numbers.countAvailableByGame([game.id])).get(game.id)).toBe(20);
    });

    it('claims the k-th available number of the range and counts it out', async () => {
      await world.numbers.claim(aClaim({ gameId: game.id, number: 16 }));
      const drawn = await world.numbers.claimNthAvailable(
        freeClaim('00000000-0000-4000-8000-000000000a01'),
        1,
        {
          from: 16,
          to: 20,
        },
      );
      expect(drawn).toEqual({ claimed: 18 });
      expect(await world.numbers.findFreeEntry(userId, game.id)).toMatchObject({ number: 18, kind: 'free' });
      expect(await lock()).toMatchObject({ numbersLeft: 18, freeNumbersLeft: 3 });
    });

    it('refuses a second free entry and a k out of range, changing nothing', async () => {
      const range = { from: 16, to: 20 };
      const first = freeClaim('00000000-0000-4000-8000-000000000a02');
      expect(await world.numbers.claimNthAvailable(first, 0, range)).toEqual({ claimed: 16 });
      const second = freeClaim('00000000-0000-4000-8000-000000000a03');
      expect(await world.numbers.claimNthAvailable(second, 0, range)).toEqual({
        refused: 'free-entry-exists',
      });
      const other = (await world.users.create(aNewUser()))?.id ?? 0;
      const third = freeClaim('00000000-0000-4000-8000-000000000a04', other);
      expect(await world.numbers.claimNthAvailable(third, 4, range)).toEqual({ refused: 'no-such-number' });
      expect(await world.numbers.claimNthAvailable(third, -1, range)).toEqual({ refused: 'no-such-number' });
      expect(await world.numbers.countAvailable(game.id, range)).toBe(4);
      expect(await lock()).toMatchObject({ numbersLeft: 19, freeNumbersLeft: 4 });
    });
  });
}
