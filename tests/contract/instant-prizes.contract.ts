import { beforeEach, describe, expect, it } from 'vitest';
import { chainLog, type LogEntry } from '../../domain/fairness/fairness-log';
import { sourcesOf } from '../../domain/winners/prize-claim';
import { winnerNotice } from '../../domain/winners/winner-notice';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<
  StoreWorld,
  | 'games'
  | 'numbers'
  | 'users'
  | 'instantPrizes'
  | 'outbox'
  | 'prizeClaims'
  | 'fairness'
  | 'winnersList'
  | 'olderScheme'
>;

const notice = (at: Date) => ({ at, deadline: new Date(at.getTime() + 72 * 3_600_000), windowHours: 72 });

export function describeInstantPrizesContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`InstantPrizes contract: ${name}`, () => {
    let world: Subject;
    beforeEach(async () => {
      world = await makeSubject();
    });

    async function aGameWithPrizes() {
      const game = await world.games.create(aGameDraft({ totalNumbers: 10, gameType: 'instant_win' }));
      await world.instantPrizes.replace(game.id, [
        { name: 'Gift card', valueCents: 2500, number: 7 },
        { name: 'Tote bag', valueCents: 1250, number: 3 },
      ]);
      const player = await world.users.create(aNewUser({ firstName: 'Ada' }));
      if (!player) throw new Error('no player');
      return { game, player: player.id };
    }

    /** The player's free claim (spin 1) of `number`, stored. */
    async function aFreeClaim(gameId: number, userId: number, number: number, at: Date) {
      const claim = aClaim({
        gameId,
        number,
        userId,
        status: 'free',
        kind: 'free',
        priceCents: 0,
        createdAt: at,
        spin: 1,
        clientSeed: 'a',
      });
      await world.numbers.claim(claim);
      return claim;
    }

    it('keeps the prizes in order on their numbers, and replaces them whole', async () => {
      const { game } = await aGameWithPrizes();
      expect(
        (await world.instantPrizes.list(game.id)).map((p) => [p.k, p.name, p.valueCents, p.number, p.won]),
      ).toEqual([
        [1, 'Gift card', 2500, 7, null],
        [2, 'Tote bag', 1250, 3, null],
      ]);
      await world.instantPrizes.replace(game.id, [{ name: 'Mug', valueCents: 900, number: 5 }]);
      expect((await world.instantPrizes.list(game.id)).map((p) => [p.k, p.number])).toEqual([[1, 5]]);
      expect((await world.instantPrizes.listByGames([game.id, game.id + 1000])).get(game.id)).toHaveLength(1);
    });

    it('in a game of scheme 2, logs a claim of an instant-win number with its prize, and no other claim', async () => {
      const { game, player } = await aGameWithPrizes();
      await world.olderScheme(game.id, 2);
      const at = new Date('2030-01-01T00:00:00.000Z');
      await aFreeClaim(game.id, player, 3, at);
      await world.numbers.claim(
        aClaim({ gameId: game.id, number: 4, userId: player, spin: 2, clientSeed: 'a', createdAt: at }),
      );
      const log = (await world.fairness.read(game.id))?.log ?? [];
      expect(log.map((e) => (e.type === 'claim' ? [e.number, e.instant] : null))).toEqual([
        [3, 2],
        [4, undefined],
      ]);
    });

    it('in a game of scheme 3, marks no claim: the award is its own entry, written when the claim is won', async () => {
      const { game, player } = await aGameWithPrizes();
      const at = new Date('2030-01-01T00:00:00.000Z');
      const held = aClaim({
        gameId: game.id,
        number: 3,
        userId: player,
        status: 'held',
        spin: 1,
        clientSeed: 'a',
        createdAt: at,
      });
      await world.numbers.claim(held);
      expect(await world.instantPrizes.award(held.id, notice(at))).toBeNull();
      const log = async () => ((await world.fairness.read(game.id))?.log ?? []).map(({ hash: _, ...e }) => e);
      expect(await log()).toEqual([
        { type: 'claim', spin: 1, kind: 'paid', number: 3, clientSeed: 'a', at: at.toISOString() },
      ]);
      const later = new Date(at.getTime() + 60_000);
      await world.numbers.claim(
        aClaim({ gameId: game.id, number: 4, userId: player, spin: 2, clientSeed: 'b', createdAt: at }),
      );
      const free = aClaim({
        gameId: game.id,
        number: 7,
        userId: player,
        status: 'free',
        kind: 'free',
        priceCents: 0,
        spin: 3,
        clientSeed: 'c',
        createdAt: later,
      });
      await world.numbers.claim(free);
      expect(await world.instantPrizes.award(free.id, notice(later))).toMatchObject({ k: 1 });
      const read = await world.fairness.read(game.id);
      expect((await log()).slice(1)).toEqual([
        { type: 'claim', spin: 2, kind: 'paid', number: 4, clientSeed: 'b', at: at.toISOString() },
        { type: 'claim', spin: 3, kind: 'free', number: 7, clientSeed: 'c', at: later.toISOString() },
        { type: 'instant', spin: 3, number: 7, k: 1, at: later.toISOString() },
      ]);
      // The database's hashes are the domain's chain, the award's line ending with its prize.
      const entries = (read?.log ?? []).map(({ hash: _, ...e }) => e as LogEntry);
      expect(chainLog(read?.serverSeedHash ?? '', entries)).toEqual(read?.log);
    });

    it('awards a settled claim its prize once, with its prize claim and one e-mail; an unsettled claim wins nothing', async () => {
      const { game, player } = await aGameWithPrizes();
      const at = new Date('2030-01-01T00:00:00.000Z');
      const pending = aClaim({
        gameId: game.id,
        number: 3,
        userId: player,
        status: 'pending',
        createdAt: at,
      });
      await world.numbers.claim(pending);
      expect(await world.instantPrizes.award(pending.id, notice(at))).toBeNull();
      const free = await aFreeClaim(game.id, player, 7, at);
      const award = await world.instantPrizes.award(free.id, notice(at));
      expect(award).toMatchObject({ gameId: game.id, k: 1, winnerId: expect.any(Number) });
      expect(await world.instantPrizes.award(free.id, notice(at))).toBeNull();
      const won = (await world.instantPrizes.wonByClaims([free.id, pending.id])).get(free.id);
      expect(won).toMatchObject({
        k: 1,
        won: { claimId: free.id, userId: player, spin: 1, winnerId: award?.winnerId },
      });
      expect(await world.instantPrizes.findByWinnerId(award?.winnerId ?? 0)).toMatchObject({ k: 1 });
      expect(await world.prizeClaims.find(award?.winnerId ?? 0)).toMatchObject({
        gameId: game.id,
        userId: player,
        number: 7,
        prize: 'Gift card',
        prizeValueCents: 2500,
        instant: true,
        status: 'notified',
      });
      const mails = (await world.outbox.list(50)).filter(
        (m) => m.message.kind === 'winner' && m.message.winnerId === award?.winnerId,
      );
      expect(mails).toHaveLength(1);
      // The domain's notice: its terms as handed to the award, the facts the award found.
      const n = notice(at);
      expect(mails[0]?.message).toEqual(
        winnerNotice(
          {
            firstName: 'Ada',
            gameName: game.name,
            prize: 'Gift card',
            prizeValueCents: 2500,
            number: 7,
            winnerId: award?.winnerId ?? null,
          },
          { claimBy: n.deadline, claimWindowHours: n.windowHours, instant: true },
        ),
      );
      expect(
        (await world.instantPrizes.listWins()).map((w) => [
          w.gameId,
          w.k,
          w.player?.firstName,
          w.claimStatus,
        ]),
      ).toEqual([[game.id, 1, 'Ada', 'notified']]);
    });

    it('lists an instant winner in the public winners list while the win stands, not once declined', async () => {
      const { game, player } = await aGameWithPrizes();
      const at = new Date('2030-01-01T00:00:00.000Z');
      const free = await aFreeClaim(game.id, player, 7, at);
      const award = await world.instantPrizes.award(free.id, notice(at));
      const listed = await world.winnersList.page(null, 10);
      expect(listed.map((row) => [row.winnerId, row.instant, row.prize])).toEqual([
        [award?.winnerId, true, 'Gift card'],
      ]);
      const declined = await world.prizeClaims.change(award?.winnerId ?? 0, {
        from: sourcesOf('decline'),
        to: 'declined',
        at,
        by: 'winner',
      });
      expect(declined).toBe(true);
      expect(await world.winnersList.page(null, 10)).toEqual([]);
    });

    it("lists each player's own instant wins, newest first, with the game and its claim's status", async () => {
      const { game, player } = await aGameWithPrizes();
      const other = (await world.users.create(aNewUser({ firstName: 'Bo' })))?.id ?? 0;
      const at = new Date('2030-01-01T00:00:00.000Z');
      const later = new Date('2030-01-01T00:05:00.000Z');
      const gift = await world.instantPrizes.award((await aFreeClaim(game.id, player, 7, at)).id, notice(at));
      const paid = aClaim({
        gameId: game.id,
        number: 3,
        userId: player,
        spin: 2,
        clientSeed: 'a',
        createdAt: later,
      });
      await world.numbers.claim(paid);
      const tote = await world.instantPrizes.award(paid.id, notice(later));
      await world.prizeClaims.change(tote?.winnerId ?? 0, {
        from: sourcesOf('decline'),
        to: 'declined',
        at: later,
        by: 'winner',
      });
      expect(await world.instantPrizes.wonByPlayer(player)).toEqual([
        {
          winnerId: tote?.winnerId,
          kind: 'instant',
          gameId: game.id,
          gameName: game.name,
          prize: 'Tote bag',
          prizeValueCents: 1250,
          number: 3,
          selectedAt: later,
          claimStatus: 'declined',
        },
        expect.objectContaining({ winnerId: gift?.winnerId, prize: 'Gift card', claimStatus: 'notified' }),
      ]);
      expect(await world.instantPrizes.wonByPlayer(other)).toEqual([]);
    });
  });
}
