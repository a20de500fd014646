import { beforeEach, describe, expect, it } from 'vitest';
import type { GameRevision } from '../../domain/games/game-revision';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft } from './world';

type Subject = Pick<StoreWorld, 'games' | 'numbers' | 'images' | 'unitOfWork'>;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** The game repository's back-office methods: lock, edit, resize, archive, delete, codes, images. */
export function describeGameAdminContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`GameRepository (back office) and PrizeImageStore contract: ${name}`, () => {
    let world: Subject;
    beforeEach(async () => {
      world = await makeSubject();
    });

    const revisionOf = (fields: Partial<GameRevision>, game: GameRevision): GameRevision => ({
      name: game.name,
      description: game.description,
      emoji: game.emoji,
      prize: game.prize,
      prizeValueCents: game.prizeValueCents,
      prizeDescription: game.prizeDescription,
      totalNumbers: game.totalNumbers,
      freePlayStart: game.freePlayStart,
      freePlayEnd: game.freePlayEnd,
      endTime: game.endTime,
      durationHours: game.durationHours,
      ...fields,
    });

    it('rewrites the fields and resizes the numbers, recounting what is left and what is free', async () => {
      const game = await world.games.create(
        aGameDraft({ totalNumbers: 20, freePlayStart: 16, freePlayEnd: 20 }),
      );
      const endTime = new Date('2026-01-05T00:00:00Z');
      const bigger = await world.unitOfWork.run((tx) =>
        tx.games.update(
          game.id,
          revisionOf(
            {
              name: 'Renamed',
              totalNumbers: 30,
              freePlayStart: 21,
              freePlayEnd: 30,
              endTime,
              durationHours: 96,
            },
            game,
          ),
        ),
      );
      expect(bigger).toMatchObject({
        name: 'Renamed',
        totalNumbers: 30,
        freePlayStart: 21,
        endTime,
        durationHours: 96,
      });
      expect(await world.games.findById(game.id)).toEqual(bigger);
      expect(await world.numbers.listAvailable(game.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      const locked = await world.unitOfWork.run((tx) => tx.games.lockForSpin(game.id));
      expect(locked).toMatchObject({ numbersLeft: 30, freeNumbersLeft: 10 });
      await world.games.update(
        game.id,
        revisionOf({ totalNumbers: 5, freePlayStart: 6, freePlayEnd: 5 }, game),
      );
      expect(await world.numbers.listAvailable(game.id)).toEqual([1, 2, 3, 4, 5]);
      expect(await world.unitOfWork.run((tx) => tx.games.lockForSpin(game.id))).toMatchObject({
        numbersLeft: 5,
        freeNumbersLeft: 0,
      });
      expect(await world.games.update(999_999, revisionOf({}, game))).toBeNull();
    });

    it('cannot shrink away a claimed number', async () => {
      const game = await world.games.create(
        aGameDraft({ totalNumbers: 20, freePlayStart: 21, freePlayEnd: 20 }),
      );
      await world.numbers.claim(aClaim({ gameId: game.id, number: 18 }));
      await expect(
        world.games.update(
          game.id,
          revisionOf({ totalNumbers: 10, freePlayStart: 11, freePlayEnd: 10 }, game),
        ),
      ).rejects.toThrow();
      expect(await world.numbers.countAvailable(game.id)).toBe(19);
    });

    it('locks without advancing the spin sequence', async () => {
      const game = await world.games.create(aGameDraft());
      expect(await world.unitOfWork.run((tx) => tx.games.lock(game.id))).toEqual(game);
      expect(await world.unitOfWork.run((tx) => tx.games.lock(999_999))).toBeNull();
      expect((await world.unitOfWork.run((tx) => tx.games.lockForSpin(game.id)))?.spinSequence).toBe(1);
    });

    it('archives a game: gone from every read and refused by the spin lock, its claims kept', async () => {
      const game = await world.games.create(aGameDraft());
      const other = await world.games.create(aGameDraft());
      const claim = aClaim({ gameId: game.id, number: 3 });
      await world.numbers.claim(claim);
      expect(await world.games.archive(game.id, new Date('2026-01-03T00:00:00Z'))).toBe(true);
      expect(await world.games.archive(game.id, new Date('2026-01-03T00:00:00Z'))).toBe(false);
      expect(await world.games.findById(game.id)).toBeNull();
      expect((await world.games.list()).map((g) => g.id)).toEqual([other.id]);
      expect(await world.unitOfWork.run((tx) => tx.games.lockForSpin(game.id))).toBeNull();
      expect(await world.unitOfWork.run((tx) => tx.games.lock(game.id))).toBeNull();
      expect(await world.numbers.findById(claim.id)).toMatchObject({ gameId: game.id, number: 3 });
      expect(await world.games.codeTaken(game.code)).toBe(true);
    });

    it('deletes a game without claims with its numbers and image; refuses one with a claim', async () => {
      const game = await world.games.create(aGameDraft({ totalNumbers: 10, freePlayEnd: 10 }));
      await world.images.put(game.id, { contentType: 'image/png', bytes: PNG }, new Date());
      expect(await world.games.delete(game.id)).toBe(true);
      expect(await world.games.findById(game.id)).toBeNull();
      expect(await world.numbers.listAvailable(game.id)).toEqual([]);
      expect(await world.images.get(game.id)).toBeNull();
      expect(await world.games.delete(game.id)).toBe(false);
      expect(await world.games.codeTaken(game.code)).toBe(false);
      const claimed = await world.games.create(aGameDraft());
      await world.numbers.claim(aClaim({ gameId: claimed.id, number: 1 }));
      await expect(world.games.delete(claimed.id)).rejects.toThrow();
      expect(await world.games.findById(claimed.id)).not.toBeNull();
    });

    it('stores, replaces, serves and removes a prize image by game, with its SHA-256', async () => {
      const game = await world.games.create(aGameDraft());
      const sha = await world.images.put(game.id, { contentType: 'image/png', bytes: PNG }, new Date());
      expect(sha).toMatch(/^[0-9a-f]{64}$/);
      expect(await world.images.get(game.id)).toEqual({ contentType: 'image/png', bytes: PNG, sha256: sha });
      const gif = new TextEncoder().encode('GIF89a...');
      const second = await world.images.put(game.id, { contentType: 'image/gif', bytes: gif }, new Date());
      expect(second).not.toBe(sha);
      expect(await world.images.get(game.id)).toEqual({
        contentType: 'image/gif',
        bytes: gif,
        sha256: second,
      });
      await world.games.setImageUrl(game.id, `/api/games/${game.id}/image?v=${second.slice(0, 8)}`);
      expect((await world.games.findById(game.id))?.prizeImageUrl).toBe(
        `/api/games/${game.id}/image?v=${second.slice(0, 8)}`,
      );
      await world.images.remove(game.id);
      expect(await world.images.get(game.id)).toBeNull();
      await expect(
        world.images.put(999_999, { contentType: 'image/png', bytes: PNG }, new Date()),
      ).rejects.toThrow();
    });

    it('knows which codes are taken', async () => {
      const game = await world.games.create(aGameDraft({ code: 'G123456' }));
      expect(await world.games.codeTaken('G123456')).toBe(true);
      expect(await world.games.codeTaken('G654321')).toBe(false);
      expect(game.code).toBe('G123456');
    });
  });
}
