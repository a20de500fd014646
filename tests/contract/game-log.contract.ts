import { beforeEach, describe, expect, it } from 'vitest';
import { chainLog, type HashedEntry, type LogEntry } from '../../domain/fairness/fairness-log';
import { CURRENT_SCHEME_VERSION } from '../../domain/fairness/scheme';
import { gameClientSeed, serverSeedHash } from '../../domain/fairness/seeds';
import type { Game } from '../../domain/games/game';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

const withoutHash = ({ hash: _, ...entry }: HashedEntry): LogEntry => entry;

/**
 * The provably fair log (game_log_append, claims_game_log): a claim with a spin number and its release are logged as
 * they are written, the draw when appended, and every hash is the domain's chain (hash_0 the
 * commitment), so the database's hashing and the verifiers' agree.
 */
export function describeGameLogContract(name: string, makeWorld: () => Promise<StoreWorld>) {
  describe(`Game log contract: ${name}`, () => {
    let world: StoreWorld;
    let game: Game;
    let userId: number;
    beforeEach(async () => {
      world = await makeWorld();
      game = await world.games.create(aGameDraft({ totalNumbers: 20, freePlayStart: 16, freePlayEnd: 20 }));
      userId = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('gives each game a secret seed with its commitment and each player a 16-hex client seed, used per game', async () => {
      const seeds = await world.fairness.spinSeeds(game.id, userId);
      expect(seeds?.serverSeed).toHaveLength(32);
      const own = await world.fairness.clientSeed(userId);
      expect(own).toMatch(/^[0-9a-f]{16}$/);
      expect(seeds).toMatchObject({
        nextSpin: 1,
        clientSeed: gameClientSeed(own as string, game.id),
        schemeVersion: CURRENT_SCHEME_VERSION,
      });
      const read = await world.fairness.read(game.id);
      expect(read).toEqual({
        serverSeedHash: serverSeedHash(seeds?.serverSeed as Uint8Array),
        serverSeed: seeds?.serverSeed,
        log: [],
        schemeVersion: CURRENT_SCHEME_VERSION,
      });
      const other = await world.games.create(aGameDraft());
      expect((await world.fairness.read(other.id))?.serverSeedHash).not.toBe(read?.serverSeedHash);
      expect(await world.fairness.spinSeeds(999_999, userId)).toBeNull();
      expect(await world.fairness.read(999_999)).toBeNull();
    });

    it('logs claims, releases and the draw in order, chained as the domain chains them', async () => {
      const at = new Date('2026-11-23T09:21:10.123Z');
      const held = new Date(at.getTime() + 1000);
      await world.numbers.claim(
        aClaim({
          gameId: game.id,
          number: 4,
          userId,
          status: 'held',
          holdExpiresAt: held,
          createdAt: at,
          spin: 1,
          clientSeed: 'a|b c~',
        }),
      );
      await world.numbers.claim(
        aClaim({
          gameId: game.id,
          number: 17,
          kind: 'free',
          status: 'free',
          createdAt: at,
          spin: 2,
          clientSeed: 'x',
        }),
      );
      // A claim without a spin number (made before the log) is not logged, nor is its release.
      await world.numbers.claim(aClaim({ gameId: game.id, number: 9, status: 'held', holdExpiresAt: held }));
      const releasedAt = new Date(held.getTime() + 5);
      expect(await world.numbers.releaseExpiredHolds(releasedAt, 10, game.id)).toHaveLength(2);
      expect((await world.fairness.spinSeeds(game.id, userId))?.nextSpin).toBe(3);
      const head = await world.unitOfWork.run((tx) => tx.fairness.appendDraw(game.id, 17, releasedAt));
      const read = await world.fairness.read(game.id);
      const iso = (d: Date) => d.toISOString();
      expect(read?.log.map(withoutHash)).toEqual([
        { type: 'claim', spin: 1, kind: 'paid', number: 4, clientSeed: 'a|b c~', at: iso(at) },
        { type: 'claim', spin: 2, kind: 'free', number: 17, clientSeed: 'x', at: iso(at) },
        { type: 'release', number: 4, at: iso(releasedAt) },
        { type: 'draw', number: 17, at: iso(releasedAt) },
      ]);
      expect(read?.log).toEqual(chainLog(read?.serverSeedHash ?? '', read?.log.map(withoutHash) ?? []));
      expect(head).toBe(read?.log.at(-1)?.hash);
      expect(await world.fairness.head(game.id)).toEqual({ head, entries: 4 });
    });

    it("logs an operator's entries with their detail, a missing number as none, chained as the domain chains them", async () => {
      const at = new Date('2026-11-23T09:21:10.123Z');
      await world.numbers.claim(
        aClaim({ gameId: game.id, number: 4, userId, createdAt: at, spin: 1, clientSeed: 'c' }),
      );
      const iso = at.toISOString();
      const notes = [
        { type: 'edit' as const, at: iso, detail: 'endTime=2026-11-24T00:00:00.000Z' },
        { type: 'pick' as const, number: 4, at: iso, detail: 'Charity | night' },
        { type: 'setaside' as const, number: 4, at: iso, detail: 'Unreachable' },
      ];
      const heads: string[] = [];
      for (const note of notes)
        heads.push(await world.unitOfWork.run((tx) => tx.fairness.appendNote(game.id, note)));
      const read = await world.fairness.read(game.id);
      expect(read?.log.map(withoutHash)).toEqual([
        { type: 'claim', spin: 1, kind: 'paid', number: 4, clientSeed: 'c', at: iso },
        ...notes,
      ]);
      expect(read?.log).toEqual(chainLog(read?.serverSeedHash ?? '', read?.log.map(withoutHash) ?? []));
      expect(read?.log.slice(1).map((e) => e.hash)).toEqual(heads);
    });

    it("tells a log's head and length without the log: the commitment while it is empty", async () => {
      const commitment = (await world.fairness.read(game.id))?.serverSeedHash;
      expect(await world.fairness.head(game.id)).toEqual({ head: commitment, entries: 0 });
      await world.numbers.claim(aClaim({ gameId: game.id, number: 3, spin: 1, clientSeed: 's' }));
      const read = await world.fairness.read(game.id);
      expect(await world.fairness.head(game.id)).toEqual({ head: read?.log[0]?.hash, entries: 1 });
      expect(await world.fairness.head(999_999)).toBeNull();
    });

    it('names the games drawn, set aside or picked since a time, the newest first', async () => {
      const other = await world.games.create(aGameDraft({ totalNumbers: 5 }));
      const quiet = await world.games.create(aGameDraft({ totalNumbers: 5 }));
      const at = new Date('2026-11-23T09:00:00.000Z');
      const later = (s: number) => new Date(at.getTime() + s * 1000);
      for (const id of [game.id, other.id, quiet.id])
        await world.numbers.claim(
          aClaim({ gameId: id, number: 2, userId, createdAt: at, spin: 1, clientSeed: 's' }),
        );
      await world.unitOfWork.run((tx) => tx.fairness.appendDraw(game.id, 2, later(10)));
      await world.unitOfWork.run((tx) => tx.fairness.appendDraw(other.id, 2, later(20)));
      const note = { type: 'setaside' as const, number: 2, at: later(30).toISOString(), detail: 'Declined' };
      await world.unitOfWork.run((tx) => tx.fairness.appendNote(game.id, note));
      expect(await world.fairness.recentDraws(at, 10)).toEqual([game.id, other.id]);
      expect(await world.fairness.recentDraws(later(25), 10)).toEqual([game.id]);
      expect(await world.fairness.recentDraws(at, 1)).toEqual([game.id]);
      expect(await world.fairness.recentDraws(later(31), 10)).toEqual([]);
      // An administrator's pick is news too: the live draw shows it (as a pick, not a draw).
      const pick = { type: 'pick' as const, number: 2, at: later(40).toISOString(), detail: 'Picked' };
      await world.unitOfWork.run((tx) => tx.fairness.appendNote(quiet.id, pick));
      expect(await world.fairness.recentDraws(later(31), 10)).toEqual([quiet.id]);
    });

    it('writes nothing for a unit of work that fails', async () => {
      await expect(
        world.unitOfWork.run(async (tx) => {
          await tx.numbers.claim(aClaim({ gameId: game.id, number: 2, spin: 1, clientSeed: 's' }));
          await tx.fairness.appendDraw(game.id, 2, new Date());
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await world.fairness.read(game.id))?.log).toEqual([]);
    });

    it('keeps the client seed the player chooses', async () => {
      expect(await world.fairness.setClientSeed(userId, ' my seed ~ ')).toBe(true);
      expect(await world.fairness.clientSeed(userId)).toBe(' my seed ~ ');
      // Scheme 3 claims use the player's seed for the game; a game of an older scheme the seed itself.
      expect((await world.fairness.spinSeeds(game.id, userId))?.clientSeed).toBe(
        gameClientSeed(' my seed ~ ', game.id),
      );
      await world.olderScheme(game.id, 2);
      expect((await world.fairness.spinSeeds(game.id, userId))?.clientSeed).toBe(' my seed ~ ');
      expect(await world.fairness.setClientSeed(999_999, 'x')).toBe(false);
      expect(await world.fairness.clientSeed(999_999)).toBeNull();
    });
  });
}
