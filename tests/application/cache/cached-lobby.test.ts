import { describe, expect, it } from 'vitest';
import { OTHER_PROCESSES_CACHE_MS } from '../../../adapters/cache/game-read-caches';
import { inMemoryPersistence } from '../../../adapters/persistence';
import { buildTestApp, buildUseCases, ManualClock } from '../../api/support/test-app';
import { aGame } from '../../builders/game-builder';

/** The lobby through the composition root: cached, yet exact after this process's own writes. */
describe('cached lobby (ListGames as bound in the container)', () => {
  it('shows a game created here at once', async () => {
    const clock = new ManualClock();
    const useCases = buildUseCases(inMemoryPersistence(), clock);
    expect(await useCases.listGames.execute()).toEqual([]);
    const created = await useCases.createGame.execute({ name: 'New', prize: 'Mug', freePlay: true });
    expect(created.ok).toBe(true);
    expect((await useCases.listGames.execute()).map((view) => view.game.name)).toEqual(['New']);
  });

  it("shows a write that bypassed this process's ports within OTHER_PROCESSES_CACHE_MS", async () => {
    const { useCases, persistence, clock } = buildTestApp();
    expect(await useCases.listGames.execute()).toEqual([]);
    // The raw repository, not the container's: like a write by another server process.
    const game = await persistence.repositories.games.create(aGame().liveAt(clock.now()).buildDraft());
    expect(await useCases.listGames.execute()).toEqual([]);
    clock.advance(OTHER_PROCESSES_CACHE_MS);
    expect((await useCases.listGames.execute()).map((view) => view.game.id)).toEqual([game.id]);
  });
});
