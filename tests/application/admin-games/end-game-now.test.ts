import { describe, expect, it } from 'vitest';
import { ADMIN, adminWorld, HOUR } from './admin-world';

describe('ending a live game now', () => {
  it('moves its end to now, logs the edit, closes it, and lets the random draw run at once', async () => {
    const w = adminWorld();
    const game = await w.aGame({ freePlay: true, totalNumbers: 20, durationHours: 48 });
    const player = await w.aPlayer();
    expect((await w.useCases.takeFreeSpin.execute({ userId: player, gameId: game.id })).ok).toBe(true);
    w.clock.advance(HOUR);
    const now = w.clock.now();

    const ended = await w.useCases.endGameNow.execute({ gameId: game.id, adminId: ADMIN.id });

    expect(ended).toMatchObject({ ok: true, value: { endTime: now, closedAt: now } });
    const view = (await w.useCases.listAdminGames.execute()).find((v) => v.game.id === game.id);
    expect(view?.status).toBe('ended');
    const log = (await w.repos.fairness.read(game.id))?.log ?? [];
    expect(log.at(-1)).toMatchObject({ type: 'edit', detail: `endTime=${now.toISOString()}` });
    const events = await w.repos.events.recent(5);
    expect(events[0]).toMatchObject({ kind: 'admin_action', adminId: ADMIN.id, gameId: game.id });
    expect((await w.useCases.takeFreeSpin.execute({ userId: await w.aPlayer(), gameId: game.id })).ok).toBe(
      false,
    );
    expect(await w.useCases.drawWinner.execute({ gameId: game.id, admin: ADMIN })).toMatchObject({
      ok: true,
      value: { playerId: player },
    });
  });

  it('refuses a game that is not live, naming why, and changes nothing', async () => {
    const w = adminWorld();
    const scheduled = await w.aGame({
      isScheduled: true,
      startTime: new Date(w.clock.now().getTime() + 2 * HOUR),
    });
    expect(await w.useCases.endGameNow.execute({ gameId: scheduled.id, adminId: ADMIN.id })).toMatchObject({
      ok: false,
      error: { code: 'GAME_NOT_STARTED', message: expect.stringContaining('Only a live game') },
    });
    const short = await w.aGame({ durationHours: 1 });
    w.clock.advance(2 * HOUR);
    expect(await w.useCases.endGameNow.execute({ gameId: short.id, adminId: ADMIN.id })).toMatchObject({
      ok: false,
      error: { code: 'GAME_ENDED' },
    });
    const cancelled = await w.aGame();
    expect((await w.useCases.cancelGame.execute({ gameId: cancelled.id, reason: 'Withdrawn' })).ok).toBe(
      true,
    );
    expect(await w.useCases.endGameNow.execute({ gameId: cancelled.id, adminId: ADMIN.id })).toMatchObject({
      ok: false,
      error: { code: 'GAME_CANCELLED' },
    });
    expect(await w.useCases.endGameNow.execute({ gameId: 999_999, adminId: ADMIN.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect((await w.repos.games.findById(scheduled.id))?.closedAt).toBeNull();
  });

  it('ends a game that started this very instant', async () => {
    const w = adminWorld();
    const game = await w.aGame();
    const ended = await w.useCases.endGameNow.execute({ gameId: game.id, adminId: ADMIN.id });
    expect(ended.ok).toBe(true);
    expect((await w.useCases.listAdminGames.execute()).find((v) => v.game.id === game.id)?.status).toBe(
      'ended',
    );
  });

  it('ends it once when two administrators press End Now together', async () => {
    const w = adminWorld();
    const game = await w.aGame();
    w.clock.advance(HOUR);
    const results = await Promise.all([
      w.useCases.endGameNow.execute({ gameId: game.id, adminId: ADMIN.id }),
      w.useCases.endGameNow.execute({ gameId: game.id, adminId: 2 }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: { code: 'GAME_ENDED' } });
    const edits = ((await w.repos.fairness.read(game.id))?.log ?? []).filter((e) => e.type === 'edit');
    expect(edits).toHaveLength(1);
  });
});
