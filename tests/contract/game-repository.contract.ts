import { beforeEach, describe, expect, it } from 'vitest';
import { GameCodeTaken } from '../../application/games/ports/game-repository';
import { drawTimeOf } from '../../domain/games/draw-time';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft } from './world';

type Subject = Pick<StoreWorld, 'games' | 'numbers' | 'unitOfWork'>;

export function describeGameRepositoryContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`GameRepository contract: ${name}`, () => {
    let world: Subject;
    beforeEach(async () => {
      world = await makeSubject();
    });

    it('creates a game with all its fields and its numbers 1..total, all available', async () => {
      const draft = aGameDraft({
        totalNumbers: 25,
        freePlayStart: 26,
        freePlayEnd: 25,
        prizeImageUrl: '/p/1',
      });
      const game = await world.games.create(draft);
      expect(game).toEqual({
        ...draft,
        id: game.id,
        createdAt: expect.any(Date),
        closedAt: null,
        cancelledAt: null,
        cancelReason: null,
        minimumToRun: null,
        maxEntriesPerPlayer: null,
      });
      expect(await world.games.findById(game.id)).toEqual(game);
      expect(await world.numbers.listAvailable(game.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });

    it('creates the largest game allowed and refuses games that break the limits', async () => {
      const big = await world.games.create(aGameDraft({ totalNumbers: 10_000, freePlayEnd: 10_000 }));
      expect(await world.numbers.countAvailable(big.id)).toBe(10_000);
      await expect(world.games.create(aGameDraft({ totalNumbers: 0 }))).rejects.toThrow();
      await expect(world.games.create(aGameDraft({ totalNumbers: 10_001 }))).rejects.toThrow();
      const start = new Date('2026-02-01T00:00:00Z');
      await expect(world.games.create(aGameDraft({ startTime: start, endTime: start }))).rejects.toThrow();
    });

    it('refuses a second game with the same code, leaving the transaction usable for another code', async () => {
      await world.games.create(aGameDraft({ code: 'DUP' }));
      await expect(world.games.create(aGameDraft({ code: 'DUP' }))).rejects.toBeInstanceOf(GameCodeTaken);
      const retried = await world.unitOfWork.run(async (tx) => {
        await expect(tx.games.create(aGameDraft({ code: 'DUP' }))).rejects.toBeInstanceOf(GameCodeTaken);
        return tx.games.create(aGameDraft({ code: 'DUP2' }));
      });
      expect(await world.games.findById(retried.id)).toMatchObject({ code: 'DUP2' });
    });

    it('lists games newest first and finds nothing for an unknown id', async () => {
      const first = await world.games.create(aGameDraft());
      const second = await world.games.create(aGameDraft());
      // Created in one millisecond or not, the later game is the newer: equal times go to the newer id.
      expect(second.createdAt.getTime()).toBeGreaterThanOrEqual(first.createdAt.getTime());
      expect(second.id).toBeGreaterThan(first.id);
      expect((await world.games.list()).map((g) => g.id)).toEqual([second.id, first.id]);
      expect(await world.games.findById(999_999)).toBeNull();
    });

    it('advances the spin sequence by one per lock, and only for the game locked', async () => {
      const game = await world.games.create(aGameDraft());
      const other = await world.games.create(aGameDraft());
      const sequences: number[] = [];
      for (let i = 0; i < 3; i++) {
        const locked = await world.unitOfWork.run((tx) => tx.games.lockForSpin(game.id));
        expect(locked?.game).toEqual(game);
        sequences.push(locked?.spinSequence ?? -1);
      }
      expect(sequences).toEqual([1, 2, 3]);
      expect((await world.unitOfWork.run((tx) => tx.games.lockForSpin(other.id)))?.spinSequence).toBe(1);
      expect(await world.unitOfWork.run((tx) => tx.games.lockForSpin(999_999))).toBeNull();
    });

    it('closes a game for good once: the first instant stays, an end ahead moves to it, a passed end stays', async () => {
      const draft = aGameDraft();
      const game = await world.games.create(draft);
      const at = new Date('2026-01-05T12:00:00.000Z');
      const closed = await world.unitOfWork.run((tx) => tx.games.close(game.id, at));
      expect(closed).toEqual({ ...game, closedAt: at, endTime: at });
      const later = new Date('2026-01-20T00:00:00.000Z');
      expect(await world.unitOfWork.run((tx) => tx.games.close(game.id, later))).toEqual(closed);
      expect(await world.games.findById(game.id)).toEqual(closed);
      const ended = await world.games.create(aGameDraft());
      expect((await world.games.close(ended.id, later))?.endTime).toEqual(ended.endTime);
      // Before its start a game keeps its end (an end before the start is no game).
      const early = new Date('2025-12-31T00:00:00.000Z');
      const unstarted = await world.games.create(aGameDraft());
      expect(await world.games.close(unstarted.id, early)).toEqual({ ...unstarted, closedAt: early });
      expect(await world.games.close(999_999, at)).toBeNull();
    });

    it('keeps the first draw time a close gives (domain/games/draw-time.ts)', async () => {
      const game = await world.games.create(aGameDraft());
      const at = new Date('2026-01-05T12:00:00.000Z');
      const drawAt = new Date('2026-01-05T12:15:00.000Z');
      expect(await world.games.close(game.id, at, drawAt)).toMatchObject({ closedAt: at, drawAt });
      await world.games.close(game.id, at, new Date('2026-01-05T13:00:00.000Z'));
      expect((await world.games.findById(game.id))?.drawAt).toEqual(drawAt);
    });

    it('dates a sell-out by its last take and forgets it when a number comes back (draw-time.ts)', async () => {
      const game = await world.games.create(aGameDraft({ totalNumbers: 2, drawAfterSellOutMinutes: 10 }));
      expect(await world.games.findById(game.id)).toMatchObject({ drawAfterSellOutMinutes: 10 });
      const first = new Date('2026-01-05T12:00:00.000Z');
      const last = new Date('2026-01-05T12:03:00.000Z');
      await world.numbers.claim(aClaim({ gameId: game.id, number: 1, createdAt: first }));
      expect((await world.games.findById(game.id))?.soldOutAt ?? null).toBeNull();
      await world.numbers.claim(
        aClaim({
          gameId: game.id,
          number: 2,
          status: 'held',
          createdAt: last,
          holdExpiresAt: last,
        }),
      );
      const soldOut = await world.games.findById(game.id);
      expect(soldOut?.soldOutAt).toEqual(last);
      expect(soldOut && drawTimeOf(soldOut)).toEqual(new Date('2026-01-05T12:13:00.000Z'));
      expect(
        await world.numbers.releaseExpiredHolds(new Date('2026-01-05T12:04:00.000Z'), 10, game.id),
      ).toHaveLength(1);
      const again = await world.games.findById(game.id);
      expect(again?.soldOutAt ?? null).toBeNull();
      expect(again && drawTimeOf(again)).toEqual(game.endTime);
    });

    it('cancels a game once, closing it with the reason; a second cancel and an unknown game change nothing', async () => {
      const game = await world.games.create(aGameDraft());
      const at = new Date(game.startTime.getTime() + 60_000);
      const cancelled = await world.games.cancel(game.id, at, 'Prize withdrawn');
      expect(cancelled).toMatchObject({ cancelledAt: at, cancelReason: 'Prize withdrawn', closedAt: at });
      expect(await world.games.cancel(game.id, new Date(at.getTime() + 1), 'Again')).toBeNull();
      expect(await world.games.findById(game.id)).toMatchObject({ cancelReason: 'Prize withdrawn' });
      expect(await world.games.cancel(999_999, at, 'None')).toBeNull();
    });

    it('stores a minimum to run, lists it due at its end, and takes its decision once (an extension moves the end)', async () => {
      const minimumToRun = { paidNumbers: 3, belowMinimum: 'extend' as const, extendHours: 2 };
      const game = await world.games.create(aGameDraft({ minimumToRun }));
      expect(game.minimumToRun).toEqual(minimumToRun);
      const before = new Date(game.endTime.getTime() - 1);
      expect(await world.games.listMinimumDue(before, 10)).not.toContain(game.id);
      expect(await world.games.listMinimumDue(game.endTime, 10)).toContain(game.id);
      const later = new Date(game.endTime.getTime() + 2 * 3_600_000);
      expect(await world.games.decideMinimum(game.id, game.endTime, later)).toBe(true);
      expect(await world.games.decideMinimum(game.id, game.endTime, null)).toBe(false);
      expect((await world.games.findById(game.id))?.endTime).toEqual(later);
      expect(await world.games.listMinimumDue(later, 10)).not.toContain(game.id);
    });
  });
}
