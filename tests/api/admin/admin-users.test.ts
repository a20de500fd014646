import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { USERS_CSV_HEADER } from '../../../adapters/http/endpoints/back-office/users';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../../../domain/accounts/account.errors';
import { csvRecords } from '../../support/csv-reader';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

type Player = Awaited<ReturnType<TestApp['signUp']>>;

describe('the Users tab over REST', () => {
  let t: TestApp;
  let admin: string;
  let ann: Player;
  let bob: Player;
  let cat: Player;

  const get = async (path: string, cookie: string | null = admin) => {
    const res = await t.call('GET', path, { cookie });
    return { status: res.status, body: await res.json() };
  };
  const send = async (method: string, path: string, json?: unknown, cookie: string | null = admin) => {
    const res = await t.call(method, path, { cookie, json });
    return { status: res.status, body: await res.json() };
  };
  const ids = (body: { users: { id: number }[] }) => body.users.map((u) => u.id);

  beforeEach(async () => {
    t = buildTestApp();
    admin = await signInAdmin(t);
    ann = await t.signUp({ firstName: 'Ann', lastName: 'Zimmer', email: 'ann.zimmer@gmail.com' });
    bob = await t.signUp({ firstName: 'Bob', lastName: 'Young', email: 'bob.young@gmail.com' });
    cat = await t.signUp({ firstName: 'Cat', lastName: 'Abbot', email: 'cat.abbot@gmail.com' });
    await send('POST', '/api/card/add', { cardNonce: 'cnon:card-nonce-ok' }, bob.cookie);
  });

  it.each([
    'GET /api/admin/users',
    'GET /api/admin/users/export',
    'GET /api/admin/users/1/details',
    'GET /api/admin/users/1/transactions',
    'GET /api/admin/users/1/activity',
    'PATCH /api/admin/users/1',
    'DELETE /api/admin/users/1',
    'POST /api/admin/users/bulk',
    'GET /api/admin/activity',
  ])('refuses %s without a session and with a player session (401), changing nothing', async (route) => {
    const [method = 'GET', path = '/'] = route.split(' ');
    const json =
      method === 'GET' || method === 'DELETE'
        ? undefined
        : { status: 'suspended', action: 'delete', ids: [1] };
    for (const cookie of [null, ann.cookie]) {
      const res = await send(method, path, json, cookie);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect((await get('/api/user', ann.cookie)).status).toBe(200);
  });

  it('lists the players with the tiles, searched, filtered, sorted and paged on the server', async () => {
    const all = await get('/api/admin/users');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(all.body.stats).toMatchObject({ totalUsers: 3, verifiedUsers: 1, activeUsers: 3 });
    expect(ids(all.body)).toEqual([cat.id, bob.id, ann.id]);
    expect(all.body.users[1]).toMatchObject({
      id: bob.id,
      firstName: 'Bob',
      lastName: 'Young',
      email: 'bob.young@gmail.com',
      cardOnFile: true,
      squareCustomerId: expect.any(String),
      isActive: true,
      status: 'active',
      role: 'regular',
      createdAt: expect.any(String),
    });
    expect(ids((await get('/api/admin/users?search=ZIMMER')).body)).toEqual([ann.id]);
    expect(ids((await get('/api/admin/users?search=ann%20zimmer')).body)).toEqual([ann.id]);
    expect(ids((await get('/api/admin/users?search=ABBOT')).body)).toEqual([cat.id]);
    expect(ids((await get('/api/admin/users?filter=verified')).body)).toEqual([bob.id]);
    expect(ids((await get('/api/admin/users?filter=unverified&sort=email&direction=asc')).body)).toEqual([
      ann.id,
      cat.id,
    ]);
    const second = await get('/api/admin/users?sort=name&direction=asc&page=2&pageSize=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(second.body)).toEqual([ann.id]);
  });

  it.each([
    ['filter=everyone', 'filter'],
    ['sort=password', 'sort'],
    ['direction=up', 'direction'],
    ['page=0', 'page'],
    ['pageSize=1000', 'pageSize'],
    ['page=abc', 'page'],
  ])('answers 400 naming the field for ?%s', async (query, field) => {
    const res = await get(`/api/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_INPUT', field });
  });

  it("shows a player's details, transactions and activity from their spins and sign-ins", async () => {
    const game = await t.addGame();
    const spin = await send('POST', '/api/free-spin', { gameId: game.id }, ann.cookie);
    expect(spin.status).toBe(200);
    const details = await get(`/api/admin/users/${ann.id}/details`);
    expect(details).toEqual({
      status: 200,
      body: {
        status: 'online',
        accountAge: 0,
        totalSpent: 0,
        winRate: 0,
        totalSpins: 1,
        favoriteGame: game.name,
        lastActive: expect.any(String),
        breakUntil: null,
        accountStatus: 'active',
        role: 'regular',
      },
    });
    const transactions = await get(`/api/admin/users/${ann.id}/transactions`);
    expect(transactions.body).toEqual([
      expect.objectContaining({
        type: 'game_entry',
        number: spin.body.number,
        gameName: game.name,
        amount: 0,
        status: 'completed',
        paymentMethod: 'Free entry',
      }),
    ]);
    const activity = await get(`/api/admin/users/${ann.id}/activity`);
    expect(activity.body.map((a: { type: string }) => a.type)).toEqual([
      'game_join',
      'login',
      'registration',
    ]);
    expect(activity.body[0]).toMatchObject({
      status: 'success',
      title: 'Free spin',
      metadata: { amount: 0, number: spin.body.number },
      timestamp: expect.any(String),
    });
    for (const part of ['details', 'transactions', 'activity']) {
      expect((await get(`/api/admin/users/999999/${part}`)).status).toBe(404);
      expect((await get(`/api/admin/users/abc/${part}`)).body).toMatchObject({ field: 'id' });
    }
  });

  it("shows a player's break in their details, and no administrator route lifts it", async () => {
    const taken = await send('POST', '/api/user/self-exclusion', { period: '7d' }, cat.cookie);
    expect(taken.status).toBe(200);
    const until = taken.body.excludedUntil as string;
    expect((await get(`/api/admin/users/${cat.id}/details`)).body).toMatchObject({ breakUntil: until });
    const edit = await send('PATCH', `/api/admin/users/${cat.id}`, { breakUntil: null, excludedUntil: null });
    expect(edit.status).toBe(200);
    expect((await get(`/api/admin/users/${cat.id}/details`)).body).toMatchObject({ breakUntil: until });
  });

  it('suspends a player: sign-in is refused with a clear 403, the open session stops working, no spin', async () => {
    const game = await t.addGame();
    const edit = await send('PATCH', `/api/admin/users/${bob.id}`, { status: 'suspended', role: 'vip' });
    expect(edit).toMatchObject({
      status: 200,
      body: { user: { id: bob.id, status: 'suspended', role: 'vip' } },
    });
    expect((await get('/api/user', bob.cookie)).status).toBe(401);
    expect((await send('POST', '/api/free-spin', { gameId: game.id }, bob.cookie)).status).toBe(401);
    const login = await send('POST', '/api/login', { email: bob.email, password: bob.password }, null);
    expect(login).toEqual({
      status: 403,
      body: { code: 'ACCOUNT_DISABLED', message: ACCOUNT_SUSPENDED_MESSAGE },
    });
    await send('PATCH', `/api/admin/users/${bob.id}`, { status: 'active' });
    expect(
      (await send('POST', '/api/login', { email: bob.email, password: bob.password }, null)).status,
    ).toBe(200);
  });

  it('edits the profile, naming the field of bad input and changing nothing then', async () => {
    const ok = await send('PATCH', `/api/admin/users/${ann.id}`, {
      firstName: ' Anna ',
      phone: '',
      state: 'hi',
    });
    expect(ok.body.user).toMatchObject({ firstName: 'Anna', lastName: 'Zimmer', phone: null, state: 'HI' });
    for (const [body, field] of [
      [{ firstName: '  ' }, 'firstName'],
      [{ lastName: 'x'.repeat(101) }, 'lastName'],
      [{ phone: 'call me' }, 'phone'],
      [{ state: 'XX' }, 'state'],
      [{ status: 'banned' }, 'status'],
      [{ role: 'king' }, 'role'],
      [{ firstName: 7 }, 'firstName'],
    ] as const) {
      const res = await send('PATCH', `/api/admin/users/${ann.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_INPUT', field });
    }
    expect((await send('PATCH', '/api/admin/users/999999', { status: 'inactive' })).status).toBe(404);
    const [listed] = (await get(`/api/admin/users?search=${encodeURIComponent(ann.email)}`)).body.users;
    expect(listed).toMatchObject({ firstName: 'Anna', status: 'active', role: 'regular' });
  });

  it('deletes a player through account erasure, answering the e-mail; the claims stay', async () => {
    const game = await t.addGame();
    await send('POST', '/api/free-spin', { gameId: game.id }, cat.cookie);
    const deleted = await send('DELETE', `/api/admin/users/${cat.id}`);
    expect(deleted).toEqual({ status: 200, body: { deletedUser: { email: cat.email } } });
    expect((await send('DELETE', `/api/admin/users/${cat.id}`)).status).toBe(404);
    expect((await get('/api/user', cat.cookie)).status).toBe(401);
    expect(ids((await get('/api/admin/users')).body)).toEqual([bob.id, ann.id]);
    const taken = await get(`/api/games/${game.id}/available-numbers`, null);
    expect(taken.body.availableNumbers).toHaveLength(game.totalNumbers - 1);
  });

  it('applies a bulk action to each selected id with its own outcome', async () => {
    const res = await send('POST', '/api/admin/users/bulk', {
      action: 'setStatus',
      status: 'inactive',
      ids: [ann.id, 999_999, bob.id],
    });
    expect(res).toEqual({
      status: 200,
      body: {
        results: [
          { id: ann.id, ok: true },
          { id: 999_999, ok: false, code: 'NOT_FOUND', message: 'User not found' },
          { id: bob.id, ok: true },
        ],
        succeeded: 2,
        failed: 1,
      },
    });
    expect(ids((await get('/api/admin/users?filter=inactive&sort=name&direction=asc')).body)).toEqual([
      bob.id,
      ann.id,
    ]);
    const deleted = await send('POST', '/api/admin/users/bulk', { action: 'delete', ids: [ann.id, bob.id] });
    expect(deleted.body).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await get('/api/admin/users')).body.total).toBe(1);
    for (const bad of [
      { action: 'delete', ids: [] },
      { action: 'explode', ids: [1] },
      { action: 'setStatus', ids: [1] },
    ]) {
      expect((await send('POST', '/api/admin/users/bulk', bad)).status).toBe(400);
    }
  });

  it('streams Export CSV as an attachment: the header, then one line per player', async () => {
    await send('PATCH', `/api/admin/users/${ann.id}`, { lastName: 'Zimmer, "Jr"' });
    const res = await t.call('GET', '/api/admin/users/export?direction=asc', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe(
      '"id","firstName","lastName","email","phone","state","status","role","cardOnFile","squareCustomerId","createdAt"',
    );
    expect(text).toContain(`"${ann.id}","Ann","Zimmer, ""Jr""","ann.zimmer@gmail.com","615-555-0100",`);
    const rows = csvRecords(text, USERS_CSV_HEADER);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.slice(0, 10)).toEqual([
      String(ann.id),
      'Ann',
      'Zimmer, "Jr"',
      'ann.zimmer@gmail.com',
      '615-555-0100',
      'TN',
      'active',
      'regular',
      'false',
      '',
    ]);
    expect(rows[1]?.[8]).toBe('true');
  });

  it('exports what the Users tab shows: its search, filter and order, every page of them', async () => {
    const exported = async (query: string) => {
      const res = await t.call('GET', `/api/admin/users/export?${query}`, { cookie: admin });
      expect(res.status).toBe(200);
      return csvRecords(await res.text(), USERS_CSV_HEADER).map((row) => Number(row[0]));
    };
    expect(await exported('sort=name&direction=asc')).toEqual([cat.id, bob.id, ann.id]);
    expect(await exported('')).toEqual([cat.id, bob.id, ann.id].sort((a, b) => b - a));
    expect(await exported('filter=verified')).toEqual([bob.id]);
    expect(await exported('filter=unverified&sort=email&direction=desc')).toEqual([cat.id, ann.id]);
    expect(await exported('search=ZIMMER')).toEqual([ann.id]);
    expect(await exported('search=nobody')).toEqual([]);
    for (const [query, field] of [
      ['filter=vip', 'filter'],
      ['sort=age', 'sort'],
      ['direction=up', 'direction'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ]) {
      const refused = await get(`/api/admin/users/export?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ field });
    }
  });

  it('feeds the activity of players and the audit trail of the administrator, newest first', async () => {
    const game = await t.addGame();
    await send('POST', '/api/free-spin', { gameId: game.id }, ann.cookie);
    await send('PATCH', `/api/admin/users/${cat.id}`, { status: 'suspended' });
    const feed = await get('/api/admin/activity?limit=3');
    expect(feed.status).toBe(200);
    expect(feed.body).toEqual([
      {
        id: expect.any(Number),
        type: 'other',
        user: 'Cat Abbot',
        action: 'Edited the account: status suspended (by Admin Administrator)',
        time: expect.any(String),
      },
      expect.objectContaining({
        type: 'spin',
        user: 'Ann Zimmer',
        action: expect.stringContaining('Free spin number'),
      }),
      expect.objectContaining({ type: 'other', user: 'Cat Abbot', action: 'Signed in' }),
    ]);
    expect((await get('/api/admin/activity?limit=0')).body).toMatchObject({ field: 'limit' });
  });

  it('writes no event when the work it records fails', async () => {
    const before = (await get('/api/admin/activity?limit=100')).body.length;
    await send('PATCH', `/api/admin/users/${ann.id}`, { state: 'XX' });
    await send('POST', '/api/free-spin', { gameId: 999_999 }, ann.cookie);
    const taken = await send('POST', '/api/register', { email: ann.email, password: randomUUID() }, null);
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect((await get('/api/admin/activity?limit=100')).body).toHaveLength(before);
  });
});
