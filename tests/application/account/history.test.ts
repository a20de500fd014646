import { beforeEach, describe, expect, it } from 'vitest';
import { GetGameHistory } from '../../../application/games/get-game-history';
import { ListTransactions } from '../../../application/payments/list-transactions';
import { type AccountWorld, accountWorld } from './account-world';

describe('GetGameHistory and ListTransactions', () => {
  let w: AccountWorld;
  beforeEach(() => {
    w = accountWorld();
  });
  const transactionsOf = (userId: number) =>
    new ListTransactions(w.repos.numbers, w.repos.games, w.repos.payments, w.repos.instantPrizes).execute(
      userId,
    );

  it("list the player's settled claims only, newest first, with the game's name", async () => {
    const [me, other] = [await w.aPlayer(), await w.aPlayer()];
    const mug = await w.aGame('Mug Wheel');
    const bike = await w.aGame('Bike Wheel');
    const first = await w.claim({ userId: me.id, gameId: mug.id, number: 7 });
    w.clock.advance(60_000);
    await w.claim({ userId: me.id, gameId: mug.id, number: 8, status: 'pending', settledAt: null });
    await w.claim({ userId: other.id, gameId: mug.id, number: 9 });
    w.clock.advance(60_000);
    const latest = await w.claim({ userId: me.id, gameId: bike.id, number: 180, kind: 'free' });

    const history = await new GetGameHistory(w.repos.numbers).execute(me.id);
    expect(history.map((c) => c.id)).toEqual([latest.id, first.id]);

    const transactions = await transactionsOf(me.id);
    expect(transactions.map((t) => [t.claim.id, t.gameName])).toEqual([
      [latest.id, 'Bike Wheel'],
      [first.id, 'Mug Wheel'],
    ]);
    expect(await transactionsOf(other.id)).toHaveLength(1);
  });

  it('are empty for a player without claims', async () => {
    const player = await w.aPlayer();
    expect(await new GetGameHistory(w.repos.numbers).execute(player.id)).toEqual([]);
    expect(await transactionsOf(player.id)).toEqual([]);
  });
});
