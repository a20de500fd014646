import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games/game';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'games' | 'numbers' | 'users'>;

export function describeNumberPoolContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`NumberPool contract: ${name}`, () => {
    let world: Subject;
    let game: Game;
    let userId: number;
    beforeEach(async () => {
      world = await makeSubject();
      game = await world.games.create(aGameDraft({ totalNumbers: 20, freePlayStart: 16, freePlayEnd: 20 }));
      userId = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('counts available numbers, in all or in a range', async () => {
      await world.numbers.claim(aClaim({ gameId: game.id, number: 3 }));
      await world.numbers.claim(aClaim({ gameId: game.id, number: 17 }));
      expect(await world.numbers.countAvailable(game.id)).toBe(18);
      expect(await world.numbers.countAvailable(game.id, { from: 16, to: 20 })).toBe(4);
      expect(await world.numbers.countAvailable(game.id, { from: 1, to: 3 })).toBe(2);
    });

    it('counts available numbers for many games at once, 0 for unknown games', async () => {
      const other = await world.games.create(
        aGameDraft({ totalNumbers: 5, freePlayStart: 6, freePlayEnd: 5 }),
      );
      await world.numbers.claim(aClaim({ gameId: other.id, number: 1 }));
      const counts = await world.numbers.countAvailableByGame([game.id, other.id, 999_999]);
      expect([...counts.entries()]).toEqual([
        [game.id, 20],
        [other.id, 4],
        [999_999, 0],
      ]);
      expect((await world.numbers.countAvailableByGame([])).size).toBe(0);
    });

    it('gives the k-th available number in ascending order, or null past the end', async () => {
      await world.numbers.claim(aClaim({ gameId: game.id, number: 1 }));
      await world.numbers.claim(aClaim({ gameId: game.id, number: 17 }));
      expect(await world.numbers.nthAvailable(game.id, 0)).toBe(2);
      expect(await world.numbers.nthAvailable(game.id, 17)).toBe(20);
      expect(await world.numbers.nthAvailable(game.id, 18)).toBeNull();
      expect(await world.numbers.nthAvailable(game.id, 1, { from: 16, to: 20 })).toBe(18);
      expect(await world.numbers.nthAvailable(game.id, 4, { from: 16, to: 20 })).toBeNull();
      expect((await world.numbers.listAvailable(game.id)).includes(17)).toBe(false);
    });

    it('refuses to claim a taken number and changes nothing', async () => {
      const first = aClaim({ gameId: game.id, number: 5, userId, requestId: 'r1' });
      await world.numbers.claim(first);
      const second = aClaim({ gameId: game.id, number: 5, userId, requestId: 'r2' });
      await expect(world.numbers.claim(second)).rejects.toThrow();
      await expect(world.numbers.claim(aClaim({ gameId: game.id, number: 21 }))).rejects.toThrow();
      expect(await world.numbers.countAvailable(game.id)).toBe(19);
      expect(await world.numbers.findByRequestId(userId, 'r2')).toBeNull();
      expect(await world.numbers.listByUser(userId)).toEqual([first]);
    });

    it('allows one free entry per player per game', async () => {
      const free = aClaim({
        gameId: game.id,
        number: 16,
        userId,
        kind: 'free',
        status: 'free',
        priceCents: 0,
      });
      await world.numbers.claim(free);
      const again = aClaim({
        gameId: game.id,
        number: 18,
        userId,
        kind: 'free',
        status: 'free',
        priceCents: 0,
      });
      await expect(world.numbers.claim(again)).rejects.toThrow();
      expect(await world.numbers.countAvailable(game.id, { from: 16, to: 20 })).toBe(4);
      expect(await world.numbers.findFreeEntry(userId, game.id)).toEqual(free);
      const other = await world.games.create(aGameDraft());
      await world.numbers.claim({ ...again, gameId: other.id });
      expect(await world.numbers.findFreeEntry(userId, other.id)).toMatchObject({ number: 18 });
    });

    it('finds a claim by its request id, and a request id serves one claim only', async () => {
      const claim = aClaim({ gameId: game.id, number: 7, userId, requestId: 'req-1', status: 'pending' });
      await world.numbers.claim(claim);
      expect(await world.numbers.findByRequestId(userId, 'req-1')).toEqual(claim);
      expect(await world.numbers.findByRequestId(userId, 'req-2')).toBeNull();
      await expect(
        world.numbers.claim(aClaim({ gameId: game.id, number: 8, userId, requestId: 'req-1' })),
      ).rejects.toThrow();
      expect(await world.numbers.countAvailable(game.id)).toBe(19);
    });

    it('lists recent numbers and a user’s claims newest first', async () => {
      const base = Date.UTC(2026, 0, 2);
      for (const [i, number] of [4, 9, 2].entries()) {
        await world.numbers.claim(
          aClaim({ gameId: game.id, number, userId, createdAt: new Date(base + i * 1000) }),
        );
      }
      const recent = await world.numbers.recent(game.id, 2);
      expect(recent).toEqual([
        { number: 2, timestamp: new Date(base + 2000) },
        { number: 9, timestamp: new Date(base + 1000) },
      ]);
      expect((await world.numbers.listByUser(userId)).map((c) => c.number)).toEqual([2, 9, 4]);
      expect(await world.numbers.recent(999_999, 5)).toEqual([]);
    });
  });
}
