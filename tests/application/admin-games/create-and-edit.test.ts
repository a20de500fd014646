import { describe, expect, it } from 'vitest';
import { adminWorld, dataUrl, HOUR, PNG } from './admin-world';

describe('creating a game', () => {
  it("applies the operator's defaults and stores an uploaded image as bytes behind a versioned URL", async () => {
    const w = adminWorld();
    await w.persistence.settings.set('defaultGameNumbers', 80);
    const game = await w.aGame({ freePlay: true, prizeImageUrl: dataUrl(PNG) });
    expect(game).toMatchObject({ totalNumbers: 80, freePlayStart: 60, freePlayEnd: 80, durationHours: 240 });
    expect(game.code).toMatch(/^G\d{6}$/);
    expect(game.prizeImageUrl).toMatch(new RegExp(`^/api/games/${game.id}/image\\?v=[0-9a-f]{8}$`));
    expect((await w.repos.games.findById(game.id))?.prizeImageUrl).toBe(game.prizeImageUrl);
    const image = await w.useCases.getPrizeImage.execute(game.id);
    expect(image).toMatchObject({ ok: true, value: { contentType: 'image/png', bytes: PNG } });
    expect(game.prizeImageUrl?.endsWith(image.ok ? image.value.sha256.slice(0, 8) : 'x')).toBe(true);
  });

  it('refuses a text file sent as a PNG, creating nothing', async () => {
    const w = adminWorld();
    const result = await w.useCases.createGame.execute({
      name: 'x',
      prize: 'y',
      prizeImageUrl: dataUrl(new TextEncoder().encode('just text'), 'image/png'),
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'prizeImageUrl' } });
    expect(await w.repos.games.list()).toEqual([]);
  });

  it('gives every game its own code, also many in one millisecond and past a code already taken', async () => {
    const w = adminWorld();
    const first = await w.aGame();
    const games = await Promise.all(Array.from({ length: 30 }, () => w.aGame()));
    const codes = new Set([first, ...games].map((g) => g.code));
    expect(codes.size).toBe(31);
    for (const code of codes) expect(code).toMatch(/^G\d{6}$/);
  });

  it('a scheduled game refuses spins until it starts, with the start time', async () => {
    const w = adminWorld();
    const startTime = new Date(w.clock.now().getTime() + 2 * HOUR);
    const game = await w.aGame({ isScheduled: true, startTime, freePlay: true });
    const player = await w.aPlayer();
    const early = await w.useCases.takeFreeSpin.execute({ userId: player, gameId: game.id });
    expect(early).toEqual({
      ok: false,
      error: {
        code: 'GAME_NOT_STARTED',
        message: 'This game has not started yet',
        startTime: startTime.toISOString(),
      },
    });
    expect((await w.useCases.listGames.execute()).find((v) => v.game.id === game.id)?.status).toBe(
      'scheduled',
    );
    w.clock.advance(2 * HOUR);
    expect((await w.useCases.takeFreeSpin.execute({ userId: player, gameId: game.id })).ok).toBe(true);
  });
});

describe('editing a game', () => {
  it('resizes the numbers before any claim, and the lobby shows the new figures at once', async () => {
    const w = adminWorld();
    const game = await w.aGame({ totalNumbers: 50 });
    expect((await w.useCases.listGames.execute())[0]?.numbersLeft).toBe(50);
    const result = await w.useCases.updateGame.execute({
      gameId: game.id,
      changes: { totalNumbers: 60, freePlay: { start: 51, end: 60 }, name: 'Renamed' },
    });
    expect(result).toMatchObject({
      ok: true,
      value: { totalNumbers: 60, freePlayStart: 51, name: 'Renamed' },
    });
    const [view] = await w.useCases.listGames.execute();
    expect(view).toMatchObject({ numbersLeft: 60, game: { name: 'Renamed' } });
    expect(await w.repos.numbers.countAvailable(game.id, { from: 51, to: 60 })).toBe(10);
  });

  it('locks total and free range with a 409 once any claim exists, a released one too', async () => {
    const w = adminWorld();
    const game = await w.aGame({ totalNumbers: 50 });
    const player = await w.aPlayer();
    const held = await w.claim(game.id, 5, player, {
      status: 'held',
      settledAt: null,
      holdExpiresAt: new Date(w.clock.now().getTime() + 1000),
    });
    w.clock.advance(2000);
    await w.repos.numbers.releaseExpiredHolds(w.clock.now(), 10, game.id);
    expect((await w.repos.numbers.findById(held.id))?.status).toBe('released');
    const locked = await w.useCases.updateGame.execute({ gameId: game.id, changes: { totalNumbers: 40 } });
    expect(locked).toMatchObject({
      ok: false,
      error: { code: 'GAME_NUMBERS_LOCKED', field: 'totalNumbers' },
    });
    const range = await w.useCases.updateGame.execute({ gameId: game.id, changes: { freePlay: true } });
    expect(range).toMatchObject({ ok: false, error: { code: 'GAME_NUMBERS_LOCKED', field: 'freePlay' } });
    expect((await w.repos.games.findById(game.id))?.totalNumbers).toBe(50);
    const renamed = await w.useCases.updateGame.execute({
      gameId: game.id,
      changes: { name: 'Still editable', totalNumbers: 50, freePlay: false, durationHours: 10 },
    });
    expect(renamed).toMatchObject({ ok: true, value: { name: 'Still editable', durationHours: 10 } });
  });

  it('replaces, keeps (its own URL sent back) and removes the image; refuses a link elsewhere', async () => {
    const w = adminWorld();
    const game = await w.aGame({ prizeImageUrl: dataUrl(PNG) });
    const gif = new TextEncoder().encode('GIF89a-new-picture');
    const replaced = await w.useCases.updateGame.execute({
      gameId: game.id,
      changes: {},
      prizeImageUrl: dataUrl(gif, 'image/gif'),
    });
    const url = replaced.ok ? replaced.value.prizeImageUrl : null;
    expect(url).not.toBe(game.prizeImageUrl);
    const kept = await w.useCases.updateGame.execute({
      gameId: game.id,
      changes: { name: 'N' },
      prizeImageUrl: url,
    });
    expect(kept).toMatchObject({ ok: true, value: { prizeImageUrl: url } });
    expect(await w.useCases.getPrizeImage.execute(game.id)).toMatchObject({
      ok: true,
      value: { contentType: 'image/gif' },
    });
    const link = await w.useCases.updateGame.execute({
      gameId: game.id,
      changes: {},
      prizeImageUrl: 'https://elsewhere.example/p.png',
    });
    expect(link).toMatchObject({ ok: false, error: { field: 'prizeImageUrl' } });
    const removed = await w.useCases.updateGame.execute({
      gameId: game.id,
      changes: {},
      prizeImageUrl: null,
    });
    expect(removed).toMatchObject({ ok: true, value: { prizeImageUrl: null } });
    expect(await w.useCases.getPrizeImage.execute(game.id)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('refuses any edit of a cancelled game with a 409 naming the edit, and changes nothing', async () => {
    const w = adminWorld();
    const game = await w.aGame({ name: 'Called off' });
    expect(await w.useCases.cancelGame.execute({ gameId: game.id, reason: 'Supplier failed' })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(
      await w.useCases.updateGame.execute({ gameId: game.id, changes: { name: 'Renamed' } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'GAME_CANCELLED', message: 'A cancelled game can no longer be edited' },
    });
    expect((await w.repos.games.findById(game.id))?.name).toBe('Called off');
  });

  it('answers 404 for an unknown or archived game', async () => {
    const w = adminWorld();
    expect(await w.useCases.updateGame.execute({ gameId: 99, changes: {} })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describe('deleting a game', () => {
  it('removes a game without claims, archives one with claims; both leave every list and refuse spins', async () => {
    const w = adminWorld();
    const empty = await w.aGame({ prizeImageUrl: dataUrl(PNG) });
    const played = await w.aGame({ freePlay: true });
    const player = await w.aPlayer();
    await w.useCases.takeFreeSpin.execute({ userId: player, gameId: played.id });
    expect(await w.useCases.listGames.execute()).toHaveLength(2);
    expect(await w.useCases.deleteGame.execute(empty.id)).toEqual({ ok: true, value: 'deleted' });
    expect(await w.useCases.deleteGame.execute(played.id)).toEqual({ ok: true, value: 'archived' });
    expect(await w.useCases.listGames.execute()).toEqual([]);
    expect(await w.useCases.listAdminGames.execute()).toEqual([]);
    expect(await w.useCases.getGame.execute(played.id)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await w.useCases.getPrizeImage.execute(empty.id)).toMatchObject({ ok: false });
    const other = await w.aPlayer();
    expect(await w.useCases.takeFreeSpin.execute({ userId: other, gameId: played.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await w.repos.numbers.listByUser(player)).toHaveLength(1);
    expect(await w.useCases.deleteGame.execute(played.id)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
