import { randomInt } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Repositories } from '../../adapters/persistence/repositories';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'games' | 'numbers' | 'users' | 'unitOfWork'>;

/** A spin as the use case does it: lock the game, draw among available numbers, claim. */
async function spin(tx: Repositories, gameId: number, userId: number): Promise<number | null> {
  const locked = await tx.games.lockForSpin(gameId);
  if (!locked) throw new Error('unknown game');
  const count = await tx.numbers.countAvailable(gameId);
  if (count === 0) return null;
  const number = await tx.numbers.nthAvailable(gameId, randomInt(count));
  if (number === null) throw new Error('nthAvailable disagrees with countAvailable');
  await tx.numbers.claim(aClaim({ gameId, number, userId }));
  return number;
}

export function describeUnitOfWorkContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`UnitOfWork contract: ${name}`, () => {
    let world: Subject;
    let userId: number;
    beforeEach(async () => {
      world = await makeSubject();
      userId = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('gives 200 concurrent spins on 150 numbers 150 distinct numbers and 50 clean refusals', async () => {
      const game = await world.games.create(
        aGameDraft({ totalNumbers: 150, freePlayStart: 151, freePlayEnd: 150 }),
      );
      const results = await Promise.all(
        Array.from({ length: 200 }, () => world.unitOfWork.run((tx) => spin(tx, game.id, userId))),
      );
      const claimed = results.filter((n): n is number => n !== null);
      expect(new Set(claimed).size).toBe(150);
      expect(claimed).toHaveLength(150);
      expect(results.filter((n) => n === null)).toHaveLength(50);
      expect(await world.numbers.countAvailable(game.id)).toBe(0);
      expect((await world.numbers.listByUser(userId)).map((c) => c.number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 150 }, (_, i) => i + 1),
      );
      const after = await world.unitOfWork.run((tx) => tx.games.lockForSpin(game.id));
      expect(after?.spinSequence).toBe(201);
    }, 60_000);

    it('undoes everything when the work throws after a claim', async () => {
      const game = await world.games.create(
        aGameDraft({ totalNumbers: 10, freePlayStart: 11, freePlayEnd: 10 }),
      );
      const claim = aClaim({ gameId: game.id, number: 4, userId, requestId: 'req-1' });
      const failing = world.unitOfWork.run(async (tx) => {
        await tx.games.lockForSpin(game.id);
        await tx.numbers.claim(claim);
        expect(await tx.numbers.countAvailable(game.id)).toBe(9);
        throw new Error('charge failed');
      });
      await expect(failing).rejects.toThrow('charge failed');
      expect(await world.numbers.countAvailable(game.id)).toBe(10);
      expect(await world.numbers.findByRequestId(userId, 'req-1')).toBeNull();
      expect(await world.numbers.recent(game.id, 10)).toEqual([]);
      expect((await world.unitOfWork.run((tx) => tx.games.lockForSpin(game.id)))?.spinSequence).toBe(1);
      await world.numbers.claim(claim);
      expect(await world.numbers.countAvailable(game.id)).toBe(9);
    });

    it('commits the work and returns its result', async () => {
      const game = await world.games.create(
        aGameDraft({ totalNumbers: 10, freePlayStart: 11, freePlayEnd: 10 }),
      );
      const number = await world.unitOfWork.run((tx) => spin(tx, game.id, userId));
      expect(number).not.toBeNull();
      expect(await world.numbers.listAvailable(game.id)).not.toContain(number);
      expect(await world.numbers.recent(game.id, 1)).toMatchObject([{ number }]);
    });
  });
}
