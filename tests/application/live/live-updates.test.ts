import { describe, expect, it } from 'vitest';
import { GameChangeFanout } from '../../../adapters/live/game-change-fanout';
import { LiveUpdates, TooManyWatchers } from '../../../adapters/live/live-updates';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import type { GameView } from '../../../application/games/game-view';
import type { DrawEvent } from '../../../application/games/get-draw-event';
import type { LiveGame } from '../../../application/games/get-live-game';
import type { DomainError } from '../../../domain/shared/errors';
import { ok, type Result } from '../../../domain/shared/result';

/** A live state whose only figure is how many times it was computed for the game. */
function world(maxWatchers = 10) {
  const changes = new GameChangeFanout(0);
  const computed = new Map<number, number>();
  let lobbyRuns = 0;
  const liveGame = async (gameId: number) => {
    computed.set(gameId, (computed.get(gameId) ?? 0) + 1);
    return ok({ recent: [], log: { head: `h${computed.get(gameId)}`, entries: 0 } }) as unknown as Result<
      LiveGame,
      DomainError
    >;
  };
  const lobby = async () => {
    lobbyRuns++;
    return [{ numbersLeft: lobbyRuns }] as unknown as GameView[];
  };
  let drawn: DrawEvent[] = [];
  const draws = async () => drawn;
  const live = new LiveUpdates(changes, { liveGame, lobby, draws }, new RecordingLogger(), {
    maxWatchers,
    refreshMs: 60_000,
  });
  const draw = (event: Partial<DrawEvent>) => {
    drawn = [event as DrawEvent, ...drawn];
  };
  return { changes, computed, live, lobbyRuns: () => lobbyRuns, draw };
}

const headOf = (state: Result<LiveGame, DomainError> | undefined) =>
  state?.ok ? state.value.log.head : null;

describe('LiveUpdates', () => {
  it('gives the state at once, computes once per change for every page watching, and frees a page that left', async () => {
    const { changes, computed, live } = world();
    const pages = [new AbortController(), new AbortController(), new AbortController()];
    const streams = pages.map((page) => live.watchGame(7, page.signal));
    const firsts = await Promise.all(streams.map((s) => s.next()));
    expect(firsts.map((f) => headOf(f.value))).toEqual(['h1', 'h1', 'h1']);
    expect(computed.get(7)).toBe(1);
    expect(live.size).toBe(3);

    const nexts = streams.map((s) => s.next());
    changes.publish(8);
    changes.publish(7);
    const seconds = await Promise.all(nexts);
    expect(seconds.map((s) => headOf(s.value))).toEqual(['h2', 'h2', 'h2']);
    expect(computed.get(7)).toBe(2);
    expect(computed.has(8)).toBe(false);

    for (const page of pages) page.abort();
    const ends = await Promise.all(streams.map((s) => s.next()));
    expect(ends.every((end) => end.done)).toBe(true);
    expect(live.size).toBe(0);
    // Nobody watches: the game-change listener is given back too.
    expect(changes.size).toBe(0);
  });

  it('recomputes the lobby on a change of any game, and refuses pages beyond its cap', async () => {
    const { changes, live, lobbyRuns } = world(1);
    const page = new AbortController();
    const lobby = live.watchLobby(page.signal);
    expect((await lobby.next()).value).toEqual([{ numbersLeft: 1 }]);
    const next = lobby.next();
    changes.publish(3);
    expect((await next).value).toEqual([{ numbersLeft: 2 }]);
    expect(lobbyRuns()).toBe(2);
    await expect(live.watchGame(1, new AbortController().signal).next()).rejects.toBeInstanceOf(
      TooManyWatchers,
    );
    live.close();
    expect((await lobby.next()).done).toBe(true);
  });

  it('brings a draw to every page watching the draws as soon as a game changes, and only what changed', async () => {
    const { changes, live, draw } = world();
    const pages = [new AbortController(), new AbortController()];
    const streams = pages.map((page) => live.watchDraws(page.signal));
    const firsts = await Promise.all(streams.map((s) => s.next()));
    expect(firsts.map((f) => f.value)).toEqual([[], []]);
    const nexts = streams.map((s) => s.next());
    draw({ gameId: 4, kind: 'draw', number: 17, position: 9 });
    changes.publish(4);
    const seconds = await Promise.all(nexts);
    for (const second of seconds)
      expect(second.value).toEqual([expect.objectContaining({ gameId: 4, number: 17 })]);
    for (const page of pages) page.abort();
    expect((await Promise.all(streams.map((s) => s.next()))).every((end) => end.done)).toBe(true);
    expect(live.size).toBe(0);
  });
});
