import { beforeEach, describe, expect, it } from 'vitest';
import { GetAchievements } from '../../../application/play/get-achievements';
import { GetPlayerStats } from '../../../application/play/get-player-stats';
import { ListPlayerWins } from '../../../application/play/list-player-wins';
import { sourcesOf } from '../../../domain/winners/prize-claim';
import { type AccountWorld, accountWorld } from './account-world';

describe('GetPlayerStats and GetAchievements', () => {
  let w: AccountWorld;
  let stats: GetPlayerStats;
  let wins: ListPlayerWins;
  beforeEach(() => {
    w = accountWorld();
    wins = new ListPlayerWins(w.repos.winners, w.repos.instantPrizes);
    stats = new GetPlayerStats(w.repos.numbers, wins, w.repos.payments);
  });

  it('is all zero for a new player', async () => {
    const player = await w.aPlayer();
    expect(await stats.execute(player.id)).toEqual({
      totalSpins: 0,
      totalWins: 0,
      totalSpentCents: 0,
      freeSpins: 0,
    });
  });

  it("counts only the player's settled claims, and wins recorded in the winners table", async () => {
    const [me, other] = [await w.aPlayer(), await w.aPlayer()];
    const game = await w.aGame();
    const second = await w.aGame('Second');
    await w.claim({ userId: me.id, gameId: game.id, number: 12 });
    await w.claim({ userId: me.id, gameId: game.id, number: 30 });
    await w.claim({ userId: me.id, gameId: game.id, number: 190, kind: 'free' });
    await w.claim({
      userId: me.id,
      gameId: game.id,
      number: 40,
      status: 'held',
      holdExpiresAt: w.clock.now(),
    });
    // One unsettled claim per player and game (claims_one_unsettled_key): the pending one is in the second game.
    await w.claim({ userId: me.id, gameId: second.id, number: 41, status: 'pending', settledAt: null });
    await w.claim({ userId: other.id, gameId: game.id, number: 99 });
    const selectedAt = w.clock.now();
    const win = { reason: 'Picked', selectedAt, selectedBy: 'admin@example.com' };
    await w.repos.winners.record({ ...win, gameId: game.id, userId: me.id, number: 12 });
    await w.repos.winners.record({ ...win, gameId: second.id, userId: other.id, number: 1 });

    expect(await stats.execute(me.id)).toEqual({
      totalSpins: 3,
      totalWins: 1,
      totalSpentCents: 4_200,
      freeSpins: 1,
    });
    expect(await stats.execute(other.id)).toMatchObject({
      totalSpins: 1,
      totalWins: 1,
      totalSpentCents: 9_900,
    });
  });

  it('computes the nine achievements and their summary from the stats', async () => {
    const player = await w.aPlayer();
    const game = await w.aGame();
    await w.claim({ userId: player.id, gameId: game.id, number: 150 });
    await w.repos.winners.record({
      gameId: game.id,
      userId: player.id,
      number: 150,
      reason: 'Random draw',
      selectedAt: w.clock.now(),
      selectedBy: 'random draw',
    });

    const { achievements, summary } = await new GetAchievements(stats).execute(player.id);
    expect(achievements).toHaveLength(9);
    const done = achievements.filter((a) => a.completed).map((a) => a.id);
    expect(done).toEqual(['first-spin', 'first-purchase', 'big-spender', 'lucky-beginner']);
    expect(achievements.find((a) => a.id === 'high-roller')).toMatchObject({ current: 150, target: 500 });
    expect(summary).toEqual({ completed: 4, total: 9, progressPercent: 44, nextGoal: 'Spin Master' });
  });

  it('counts instant prizes and main prizes alike, newest first, until a claim ends the win', async () => {
    const me = await w.aPlayer();
    const game = await w.aGame('Instant Wheel');
    await w.repos.instantPrizes.replace(game.id, [
      { name: 'Gift card', valueCents: 2_500, number: 7 },
      { name: 'Tote bag', valueCents: 1_250, number: 3 },
    ]);
    const notice = (at: Date) => ({ at, deadline: new Date(at.getTime() + 72 * 3_600_000), windowHours: 72 });
    const award = async (number: number) => {
      const claim = await w.claim({ userId: me.id, gameId: game.id, number });
      const won = await w.repos.instantPrizes.award(claim.id, notice(w.clock.now()));
      w.clock.advance(60_000);
      return won?.winnerId ?? 0;
    };
    const gift = await award(7);
    const tote = await award(3);
    await w.repos.winners.record({
      gameId: game.id,
      userId: me.id,
      number: 7,
      reason: 'Random draw',
      selectedAt: w.clock.now(),
      selectedBy: 'random draw',
    });

    const listed = await wins.execute(me.id);
    expect(listed.map((win) => [win.kind, win.prize, win.claimStatus])).toEqual([
      ['main', game.prize, null],
      ['instant', 'Tote bag', 'notified'],
      ['instant', 'Gift card', 'notified'],
    ]);
    expect(listed.slice(1).map((win) => win.winnerId)).toEqual([tote, gift]);
    expect(await stats.execute(me.id)).toMatchObject({ totalWins: 3 });
    const { achievements } = await new GetAchievements(stats).execute(me.id);
    expect(achievements.find((a) => a.id === 'lucky-beginner')).toMatchObject({
      current: 1,
      completed: true,
    });
    expect(achievements.find((a) => a.id === 'winner')).toMatchObject({ current: 3, completed: false });

    const at = w.clock.now();
    await w.repos.prizeClaims.change(tote, { from: sourcesOf('decline'), to: 'declined', at, by: 'winner' });
    expect((await wins.execute(me.id)).map((win) => win.prize)).toEqual([game.prize, 'Gift card']);
    expect(await stats.execute(me.id)).toMatchObject({ totalWins: 2 });
  });
});
