import { describe, expect, it } from 'vitest';
import { inMemoryPersistence } from '../../../adapters/memory/persistence';
import { port } from '../../../adapters/wiring/shared/tokens';
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

  it("shows a write that bypassed this process's ports once GameChanges reports it", async () => {
    const { useCases, persistence, clock, container } = buildTestApp();
    expect(await useCases.listGames.execute()).toEqual([]);
    const reported = new Promise<void>((done) => {
      const stop = container.get(port('gameChanges')).subscribe(() => {
        stop();
        done();
      });
    });
    // The raw repository, not the container's: like a write by another server process, it reaches
    // the cached lobby only through GameChanges (no clock moves here: nothing else could drop it).
    const game = await persistence.repositories.games.create(aGame().liveAt(clock.now()).buildDraft());
    await reported;
    expect((await useCases.listGames.execute()).map((view) => view.game.id)).toEqual([game.id]);
  });

  it('moves a game from scheduled to live, and off the lobby when it ends, at those instants', async () => {
    const { useCases, clock, addGame } = buildTestApp();
    const startsAt = new Date(clock.now().getTime() + 60 * 60_000);
    const game = await addGame((g) => g.scheduledFor(startsAt).lastingHours(1));
    const statusOf = async () =>
      (await useCases.listGames.execute()).find((v) => v.game.id === game.id)?.status;
    const pageStatus = async () => {
      const read = await useCases.getGame.execute(game.id);
      return read.ok ? read.value.status : null;
    };
    expect([await statusOf(), await pageStatus()]).toEqual(['scheduled', 'scheduled']);
    clock.advance(60 * 60_000 - 1);
    expect(await statusOf()).toBe('scheduled');
    clock.advance(1);
    expect([await statusOf(), await pageStatus()]).toEqual(['live', 'live']);
    clock.advance(60 * 60_000);
    expect([await statusOf(), await pageStatus()]).toEqual([undefined, 'ended']);
  });
});
