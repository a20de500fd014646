import { beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const HOUR = 3_600_000;

describe('the back office games over REST', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = buildTestApp();
    admin = await signInAdmin(t);
  });
  const call = (method: string, path: string, json?: unknown) =>
    t.call(method, path, { cookie: admin, json });
  const create = async (json: Record<string, unknown>) => {
    const answer = await call('POST', '/api/admin/games', { name: 'Mug Wheel', prize: 'Mug', ...json });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return answer.json();
  };

  it.each([
    ['GET', '/api/admin/games'],
    ['POST', '/api/admin/games'],
    ['PATCH', '/api/admin/games/1'],
    ['DELETE', '/api/admin/games/1'],
    ['GET', '/api/admin/games/1/participants'],
    ['POST', '/api/admin/games/1/select-winner'],
    ['POST', '/api/admin/games/1/draw'],
    ['GET', '/api/admin/winners'],
    ['DELETE', '/api/admin/winners/1'],
  ])('%s %s refuses no session and a player session with 401', async (method, path) => {
    const player = await t.signUp();
    const json =
      method === 'POST' || method === 'PATCH' ? { name: 'x', playerId: 1, reason: 'r' } : undefined;
    for (const cookie of [undefined, player.cookie]) {
      const answer = await t.call(method, path, { cookie, json });
      expect(answer.status).toBe(401);
      expect((await answer.json()).code).toBe('UNAUTHENTICATED');
    }
  });

  it('creates a game with the defaults, a free range and an image, and lists it with its figures', async () => {
    const created = await create({ prizeValue: 49.99, freePlay: true, prizeImageUrl: dataUrl(PNG) });
    expect(created).toMatchObject({
      code: expect.stringMatching(/^G\d{6}$/),
      totalNumbers: 125,
      freePlayStart: 94,
      freePlayEnd: 125,
      durationHours: 240,
      prizeValue: 49.99,
      numbersLeft: 125,
      playersCount: 0,
      hasWinner: false,
      numbersLocked: false,
      status: 'live',
      isActive: true,
    });
    expect(created.prizeImageUrl).toMatch(new RegExp(`^/api/games/${created.id}/image\\?v=[0-9a-f]{8}$`));
    const list = await (await call('GET', '/api/admin/games')).json();
    expect(list).toEqual([created]);
    // The lobby carries the URL, never the bytes.
    const lobby = await (await t.call('GET', '/api/games')).text();
    expect(lobby).toContain(created.prizeImageUrl);
    expect(lobby).not.toContain('base64');
  });

  it('serves the image with its type, a year of caching on the versioned URL, an ETag and nosniff', async () => {
    const created = await create({ prizeImageUrl: dataUrl(PNG) });
    const image = await t.call('GET', created.prizeImageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const etag = image.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.call('GET', `/api/games/${created.id}/image`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect((await t.call('GET', '/api/games/999/image')).status).toBe(404);
  });

  it('refuses a text file renamed .png and an image of 2 MB + 1 byte, naming prizeImageUrl, creating nothing', async () => {
    const text = dataUrl(new TextEncoder().encode('this is a text file named prize.png'));
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    for (const prizeImageUrl of [text, dataUrl(big), 'https://elsewhere.example/prize.png']) {
      const answer = await call('POST', '/api/admin/games', { name: 'x', prize: 'y', prizeImageUrl });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'prizeImageUrl' });
    }
    expect(await (await call('GET', '/api/admin/games')).json()).toEqual([]);
  });

  it('refuses bad fields naming them: name, prize, value, duration, free range', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'name'],
      [{ prize: '' }, 'prize'],
      [{ prizeValue: -1 }, 'prizeValue'],
      [{ prizeValue: 20_000 }, 'prizeValue'],
      [{ durationHours: 0 }, 'durationHours'],
      [{ durationHours: 731 }, 'durationHours'],
      [{ totalNumbers: 50, freePlayStart: 40, freePlayEnd: 51 }, 'freePlayEnd'],
      [{ totalNumbers: 'ten' }, 'totalNumbers'],
      [{ startTime: 'tomorrow' }, 'startTime'],
    ];
    for (const [fields, field] of cases) {
      const answer = await call('POST', '/api/admin/games', { name: 'N', prize: 'P', ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect((await answer.json()).field).toBe(field);
    }
  });

  it('edits a game; total and free range are locked with a 409 once a number is claimed', async () => {
    const created = await create({ totalNumbers: 40, freePlayStart: 31, freePlayEnd: 40 });
    const edited = await call('PATCH', `/api/admin/games/${created.id}`, {
      name: 'Bigger',
      totalNumbers: 60,
      freePlayStart: 51,
      freePlayEnd: 60,
      prizeImageUrl: null,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      name: 'Bigger',
      totalNumbers: 60,
      numbersLeft: 60,
      freePlayStart: 51,
    });
    const player = await t.signUp();
    expect(
      (await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: created.id } }))
        .status,
    ).toBe(200);
    const locked = await call('PATCH', `/api/admin/games/${created.id}`, { totalNumbers: 70 });
    expect(locked.status).toBe(409);
    expect(await locked.json()).toMatchObject({ code: 'GAME_NUMBERS_LOCKED', field: 'totalNumbers' });
    const still = await call('PATCH', `/api/admin/games/${created.id}`, {
      prize: 'Two mugs',
      prizeValue: 12.5,
      totalNumbers: 60,
      freePlayStart: 51,
      freePlayEnd: 60,
    });
    expect(await still.json()).toMatchObject({
      prize: 'Two mugs',
      prizeValue: 12.5,
      numbersLocked: true,
      playersCount: 1,
    });
    expect((await call('PATCH', '/api/admin/games/999', { name: 'x' })).status).toBe(404);
  });

  it('deletes a game without claims and archives one with claims: both leave the lists', async () => {
    const empty = await create({});
    const played = await create({ freePlay: true });
    const player = await t.signUp();
    await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: played.id } });
    expect(await (await call('DELETE', `/api/admin/games/${empty.id}`)).json()).toMatchObject({
      outcome: 'deleted',
    });
    expect(await (await call('DELETE', `/api/admin/games/${played.id}`)).json()).toMatchObject({
      outcome: 'archived',
    });
    expect(await (await call('GET', '/api/admin/games')).json()).toEqual([]);
    expect(await (await t.call('GET', '/api/games')).json()).toEqual([]);
    expect((await t.call('GET', `/api/games/${played.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/games/${played.id}`)).status).toBe(404);
    // The player's history keeps the entry.
    const history = await (await t.call('GET', '/api/user/game-history', { cookie: player.cookie })).json();
    expect(JSON.stringify(history)).toContain(String(played.id));
  });

  it('lists participants, picks a winner with a reason, refuses a second, lists and deletes the winner', async () => {
    const game = await create({
      freePlayStart: 1,
      freePlayEnd: 125,
    });
    const [ann, bob] = [await t.signUp({ firstName: 'Ann' }), await t.signUp({ firstName: 'Bob' })];
    for (const p of [ann, bob])
      await t.call('POST', '/api/free-spin', { cookie: p.cookie, json: { gameId: game.id } });
    const participants = await (await call('GET', `/api/admin/games/${game.id}/participants`)).json();
    expect(participants).toMatchObject({
      gameName: 'Mug Wheel',
      totalParticipants: 2,
      gameCompleted: false,
      hasWinner: false,
    });
    expect(participants.participants.map((p: { id: number }) => p.id).sort()).toEqual(
      [ann.id, bob.id].sort(),
    );
    expect(participants.participants[0]).toEqual({
      id: expect.any(Number),
      playerName: expect.stringMatching(/^(Ann|Bob) /),
      email: expect.stringContaining('@'),
      spunNumber: expect.any(Number),
      amountPaid: 0,
      spunAt: expect.any(String),
      isWinner: false,
      isFreePlay: true,
    });
    const pick = (json: unknown) => call('POST', `/api/admin/games/${game.id}/select-winner`, json);
    const noReason = await pick({ playerId: ann.id, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({
      code: 'INVALID_INPUT',
      field: 'reason',
      message: 'Please provide a reason for selecting this winner',
    });
    const stranger = await t.signUp();
    expect(await (await pick({ playerId: stranger.id, reason: 'x' })).json()).toMatchObject({
      field: 'playerId',
    });
    expect(await (await pick({ reason: 'x' })).json()).toMatchObject({ field: 'playerId' });
    const chosen = await pick({ playerId: ann.id, reason: ' Best story ' });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({
      success: true,
      winner: {
        playerId: ann.id,
        playerName: expect.stringMatching(/^Ann /),
        reason: 'Best story',
        method: 'manual',
      },
    });
    const second = await pick({ playerId: bob.id, reason: 'Also good' });
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe('WINNER_ALREADY_SELECTED');
    const winners = await (await call('GET', '/api/admin/winners')).json();
    expect(winners).toEqual([
      {
        id: expect.any(Number),
        winnerName: expect.stringMatching(/^Ann /),
        winnerEmail: ann.email,
        winningNumber: expect.any(Number),
        completedAt: t.clock.now().toISOString(),
        gameId: game.id,
        gameName: 'Mug Wheel',
        prizeValue: 0,
        totalParticipants: 2,
        totalSpins: 2,
        method: 'manual',
        reason: 'Best story',
        selectedBy: 'admin@prizewheel.test',
        draw: null,
        kind: 'main',
        instantPrize: null,
        claimStatus: null,
      },
    ]);
    const setAside = { reason: 'Unreachable for 72 hours' };
    expect((await call('DELETE', `/api/admin/winners/${winners[0].id}`, setAside)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/winners/${winners[0].id}`, setAside)).status).toBe(404);
    expect(await (await call('GET', '/api/admin/winners')).json()).toEqual([]);
  });

  it('draws at random once the game has ended, recording the pick; 409 before', async () => {
    const game = await create({ durationHours: 1, freePlayStart: 1, freePlayEnd: 125 });
    const player = await t.signUp();
    await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: game.id } });
    const early = await call('POST', `/api/admin/games/${game.id}/draw`);
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe('DRAW_NOT_OPEN');
    t.clock.advance(HOUR);
    // An hour idle ends the administrator's session (the settings' timeout): sign in again.
    admin = await signInAdmin(t);
    const drawn = await call('POST', `/api/admin/games/${game.id}/draw`);
    expect(drawn.status).toBe(200);
    expect(await drawn.json()).toMatchObject({
      winner: {
        playerId: player.id,
        method: 'draw',
        reason: 'Random draw',
        draw: { index: 0, candidates: 1 },
      },
    });
    expect((await call('POST', `/api/admin/games/${game.id}/draw`)).status).toBe(409);
    const participants = await (await call('GET', `/api/admin/games/${game.id}/participants`)).json();
    expect(participants).toMatchObject({
      gameCompleted: true,
      hasWinner: true,
      participants: [{ isWinner: true }],
    });
  });

  it('answers the same over tRPC', async () => {
    const trpc = (path: string, input?: unknown) =>
      t.call(input === undefined ? 'GET' : 'POST', `/trpc/${path}`, { cookie: admin, json: input });
    const created = await trpc('admin.games.create', { name: 'T', prize: 'P', totalNumbers: 10 });
    expect(created.status).toBe(200);
    const { result } = await created.json();
    expect(result.data).toMatchObject({ name: 'T', totalNumbers: 10 });
    const listed = await (await trpc('admin.games.list')).json();
    expect(listed.result.data).toHaveLength(1);
    const locked = await trpc('admin.games.update', { id: result.data.id, prizeValue: -5 });
    expect(locked.status).toBe(400);
    expect((await locked.json()).error.data).toMatchObject({ appCode: 'INVALID_INPUT', field: 'prizeValue' });
    expect((await trpc('admin.winners.list')).status).toBe(200);
    expect((await trpc('admin.games.delete', { id: result.data.id })).status).toBe(200);
  });
});
