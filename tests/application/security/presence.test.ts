import { describe, expect, it } from 'vitest';
import { securityWorld } from './world';

const SECOND = 1_000;

/** Presence feeds 'Players Online' and each game's 'Live Players': measured, never invented. */
describe('presence', () => {
  async function visit(
    w: ReturnType<typeof securityWorld>,
    sessionKey: string,
    userId: number,
    gameIds: number[] = [],
  ) {
    let lookups = 0;
    await w.useCases.recordPresence.execute({
      sessionKey,
      gameIds,
      playerId: async () => {
        lookups++;
        return userId;
      },
    });
    return lookups;
  }

  it('counts distinct signed-in players seen in the last 60 s', async () => {
    const w = securityWorld();
    const [ann, bob] = [await w.aPlayer(), await w.aPlayer()];
    expect(await w.useCases.countPlayersOnline.execute()).toEqual({ playersOnline: 0 });
    await visit(w, 'ann-1', ann.id);
    await visit(w, 'ann-2', ann.id);
    w.clock.advance(30 * SECOND);
    await visit(w, 'bob-1', bob.id);
    expect(await w.useCases.countPlayersOnline.execute()).toEqual({ playersOnline: 2 });
    w.clock.advance(30 * SECOND);
    expect(await w.useCases.countPlayersOnline.execute()).toEqual({ playersOnline: 1 });
    w.clock.advance(30 * SECOND);
    expect(await w.useCases.countPlayersOnline.execute()).toEqual({ playersOnline: 0 });
  });

  it("counts a game's live players among those who read its data, in the lobby and on its page", async () => {
    const w = securityWorld();
    const [ann, bob, cat] = [await w.aPlayer(), await w.aPlayer(), await w.aPlayer()];
    const [first, second] = [await w.aLiveGame(), await w.aLiveGame()];
    await visit(w, 'ann', ann.id, [first.id]);
    await visit(w, 'bob', bob.id, [first.id]);
    await visit(w, 'cat', cat.id, [second.id]);
    await visit(w, 'cat', cat.id);
    const lobby = await w.useCases.listGames.execute();
    expect(new Map(lobby.map((view) => [view.game.id, view.livePlayers]))).toEqual(
      new Map([
        [first.id, 2],
        [second.id, 1],
      ]),
    );
    const page = await w.useCases.getGame.execute(first.id);
    expect(page.ok && page.value.livePlayers).toBe(2);
    w.clock.advance(61 * SECOND);
    const later = await w.useCases.getGame.execute(first.id);
    expect(later.ok && later.value.livePlayers).toBe(0);
  });

  it('writes a session at most once per 15 s per game, and looks nobody up in between', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    const game = await w.aLiveGame();
    expect(await visit(w, 'ann', ann.id, [game.id])).toBe(1);
    expect(await visit(w, 'ann', ann.id, [game.id])).toBe(0);
    expect(await visit(w, 'ann', ann.id)).toBe(1);
    w.clock.advance(14 * SECOND);
    expect(await visit(w, 'ann', ann.id, [game.id])).toBe(0);
    w.clock.advance(1 * SECOND);
    expect(await visit(w, 'ann', ann.id, [game.id])).toBe(1);
  });

  it('counts a request without a signed-in player nowhere', async () => {
    const w = securityWorld();
    const game = await w.aLiveGame();
    await w.useCases.recordPresence.execute({
      sessionKey: 'stale',
      gameIds: [game.id],
      playerId: async () => null,
    });
    expect(await w.useCases.countPlayersOnline.execute()).toEqual({ playersOnline: 0 });
    const view = await w.useCases.getGame.execute(game.id);
    expect(view.ok && view.value.livePlayers).toBe(0);
  });
});
