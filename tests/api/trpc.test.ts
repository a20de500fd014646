import type { inferProcedureInput } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { type AppRouter, appRouter } from '../../adapters/http/routers/app';
import { createCallerFactory, createContextInner } from '../../adapters/http/trpc';
import {
  buildTestApp,
  registrationForm1,
  registrationForm2,
  sessionCookieOf,
  type TestApp,
} from './support/test-app';

const query = (t: TestApp, path: string, input?: unknown, cookie?: string) =>
  t.call(
    'GET',
    `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    {
      cookie: cookie ?? null,
    },
  );
const mutate = (t: TestApp, path: string, input?: unknown, cookie?: string) =>
  t.call('POST', `/trpc/${path}`, {
    json: input,
    cookie: cookie ?? null,
    headers: { 'content-type': 'application/json' },
  });

describe('tRPC over HTTP', () => {
  it('registers (both payloads), logs in with a cookie, answers me, logs out', async () => {
    const t = buildTestApp();
    const payload = registrationForm1();
    const registered = await mutate(t, 'auth.register', payload);
    expect(registered.status).toBe(200);
    const { result } = await registered.json();
    expect(result.data).toMatchObject({
      message: expect.any(String),
      user: { email: payload.email, state: 'TN' },
    });
    expect((await mutate(t, 'auth.register', registrationForm2())).status).toBe(200);

    const login = await mutate(t, 'auth.login', { email: payload.email, password: payload.password });
    expect(login.status).toBe(200);
    expect((await login.json()).result.data.user.email).toBe(payload.email);
    const cookie = sessionCookieOf(login);
    expect(login.headers.getSetCookie()[0]).toContain('HttpOnly');

    const me = await query(t, 'auth.me', undefined, cookie);
    expect((await me.json()).result.data).toMatchObject({ email: payload.email, cardOnFile: false });
    expect((await (await query(t, 'auth.me')).json()).result.data).toBeNull();

    const out = await mutate(t, 'auth.logout', undefined, cookie);
    expect((await out.json()).result.data).toEqual({ success: true });
    expect(out.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect((await (await query(t, 'auth.me', undefined, cookie)).json()).result.data).toBeNull();
  });

  it('reports a domain error with its appCode, message and HTTP status', async () => {
    const t = buildTestApp();
    const payload = registrationForm1();
    await mutate(t, 'auth.register', payload);
    const again = await mutate(t, 'auth.register', payload);
    expect(again.status).toBe(409);
    const { error } = await again.json();
    expect(error.message).toBe('Email already registered');
    expect(error.data).toMatchObject({
      code: 'CONFLICT',
      httpStatus: 409,
      appCode: 'EMAIL_TAKEN',
      field: 'email',
    });
    expect(error.data.stack).toBeUndefined();
  });

  it('reports bad input as 400 INVALID_INPUT naming the field', async () => {
    const t = buildTestApp();
    for (const input of [{ id: 'x' }, { id: -1 }, { id: 2 ** 40 }, {}, null]) {
      const res = await query(t, 'games.byId', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      const { error } = await res.json();
      expect(error.data.appCode).toBe('INVALID_INPUT');
    }
    const { error } = await (await query(t, 'games.byId', { id: 'x' })).json();
    expect(error.data.field).toBe('id');
  });

  it('serves the games procedures with the REST shapes', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const list = (await (await query(t, 'games.list')).json()).result.data;
    const rest = await (await t.call('GET', '/api/games')).json();
    expect(list).toEqual(rest);
    const one = (await (await query(t, 'games.byId', { id: game.id })).json()).result.data;
    expect(one).toEqual(rest[0]);
    const available = (await (await query(t, 'games.availableNumbers', { id: game.id })).json()).result.data;
    expect(available.totalAvailable).toBe(game.totalNumbers);
    expect((await (await query(t, 'games.recentNumbers', { id: game.id })).json()).result.data).toEqual([]);
    const missing = await query(t, 'games.byId', { id: 12345 });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.data.appCode).toBe('NOT_FOUND');
  });

  it('needs a session for free play, then allows it once', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const anonymous = await mutate(t, 'spins.free', { gameId: game.id });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatchObject({
      message: 'Authentication required',
      data: { appCode: 'UNAUTHENTICATED' },
    });
    expect((await query(t, 'games.freePlayStatus', { id: game.id })).status).toBe(401);

    const { cookie } = await t.signUp();
    const first = await mutate(t, 'spins.free', { gameId: game.id }, cookie);
    expect((await first.json()).result.data).toMatchObject({ gameId: game.id, isFreePlay: true, amount: 0 });
    const status = await query(t, 'games.freePlayStatus', { id: game.id }, cookie);
    expect((await status.json()).result.data).toEqual({ hasUsedFreePlay: true });
    const second = await mutate(t, 'spins.free', { gameId: game.id }, cookie);
    expect(second.status).toBe(409);
    expect((await second.json()).error).toMatchObject({
      message: 'Free play already used for this game',
      data: { appCode: 'FREE_PLAY_EXHAUSTED', description: 'Free play already used for this game' },
    });
  });

  it('looks the session up only for procedures that need it', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const { cookie } = await t.signUp();
    // Presence looks the player up once per session and game, then at most every 15 s.
    await query(t, 'games.list', undefined, cookie);
    await query(t, 'games.byId', { id: game.id }, cookie);
    const lookups = vi.spyOn(t.useCases.authenticate, 'execute');
    await query(t, 'games.list', undefined, cookie);
    await query(t, 'games.byId', { id: game.id }, cookie);
    expect(lookups).not.toHaveBeenCalled();
    await query(t, 'games.freePlayStatus', { id: game.id }, cookie);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('answers an unknown procedure with 404', async () => {
    const t = buildTestApp();
    expect((await query(t, 'nothing.here')).status).toBe(404);
  });
});

describe('tRPC procedures through a caller', () => {
  const createCaller = createCallerFactory(appRouter);

  it('call use cases with the session of the context', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const registered = await t.useCases.registerPlayer.execute(registrationForm1());
    if (!registered.ok) throw new Error(registered.error.message);
    const session = { user: registered.value, tokenHash: 'unused' };
    const caller = createCaller(createContextInner({ useCases: t.useCases, session }));

    const input: inferProcedureInput<AppRouter['spins']['free']> = { gameId: game.id };
    const spin = await caller.spins.free(input);
    expect(spin.gameId).toBe(game.id);
    expect(await caller.games.freePlayStatus({ id: game.id })).toEqual({ hasUsedFreePlay: true });
    expect(await caller.auth.me()).toMatchObject({ id: registered.value.id });
  });

  it('refuse player procedures without a session', async () => {
    const t = buildTestApp();
    const caller = createCaller(createContextInner({ useCases: t.useCases, session: null }));
    await expect(caller.spins.free({ gameId: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await caller.auth.me()).toBeNull();
  });
});
