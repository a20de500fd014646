import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '../../../adapters/postgres/database';
import { startTestServer, type TestServer } from '../../support/test-server';
import { send } from '../access/send';
import { signInAdmin, signInAdminAt } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;
const connectAside = (url: string) => connect(url, { max: 1 });
const LATEST_MIGRATION = readdirSync(resolve(import.meta.dirname, '../../../adapters/postgres/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .at(-1)
  ?.replace(/\.sql$/, '');

describe('the System tab on the real server and database', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer();
    cookie = await signInAdminAt(server.url);
  });
  afterAll(() => server?.close());

  it('measures the database, the process and its requests; security lines are real values', async () => {
    const answer = await send(server.url, { method: 'GET', path: '/api/admin/system', cookie });
    expect(answer.status).toBe(200);
    const status = answer.json;
    expect(status.database).toMatchObject({ reachable: true, schemaVersion: LATEST_MIGRATION });
    expect(status.database.latencyMs).toBeGreaterThanOrEqual(0);
    const tables = new Map(
      status.database.tables.map((t: { table: string; bytes: number }) => [t.table, t.bytes]),
    );
    for (const table of ['games', 'claims', 'settings', 'administrators']) {
      expect(tables.get(table), table).toBeGreaterThan(0);
    }
    expect(status.runtime.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.runtime.memory.rssBytes).toBeGreaterThan(status.runtime.memory.heapUsedBytes);
    expect(status.runtime.eventLoopDelayMs.max).toBeGreaterThanOrEqual(status.runtime.eventLoopDelayMs.mean);
    // The sign-in at least was counted.
    expect(status.runtime.requests).toMatchObject({ windowSeconds: 300 });
    expect(status.runtime.requests.requests).toBeGreaterThanOrEqual(1);
    expect(status.security).toEqual({ sessionTimeoutMinutes: 60, https: false });
  });

  it('Test Connection reaches the database and the payment gateway (the simulator); mail is kept without SMTP', async () => {
    const answer = await send(server.url, {
      method: 'POST',
      path: '/api/admin/system/test-connection',
      cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.checks.map((c: { name: string; ok: boolean }) => [c.name, c.ok])).toEqual([
      ['database', true],
      ['payments', true],
      ['mail', true],
    ]);
    expect(answer.json.checks[2].detail).toMatch(/^kept/);
  });

  it("counts this process's pool connections against its max (PostgreSQL), or says embedded (PGlite)", async () => {
    const read = async () =>
      (await send(server.url, { method: 'GET', path: '/api/admin/system', cookie })).json.database
        .connections;
    if (server.db.kind === 'pglite') {
      expect(await read()).toEqual({ kind: 'embedded', max: 1 });
      return;
    }
    const idle = await read();
    expect(idle).toMatchObject({ kind: 'pool', max: 10 });
    expect(idle.active).toBeGreaterThanOrEqual(1);
    expect(idle.open).toBeGreaterThanOrEqual(idle.active);
    // Three queries of the server's pool held busy until the reading is taken.
    const hold = await server.db.sql.reserve();
    await hold`SELECT pg_advisory_lock(4242)`;
    const waiting = [1, 2, 3].map(() => server.db.sql`SELECT pg_advisory_xact_lock_shared(4242)`.execute());
    const other = connectAside(server.db.url);
    try {
      const waiters = () => other<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_locks
        WHERE NOT granted AND locktype = 'advisory' AND objid = 4242
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
      while ((await waiters())[0]?.n !== 3);
      const busy = await read();
      // The three waiting, and the reading itself.
      expect(busy.active).toBeGreaterThanOrEqual(4);
      expect(busy.open).toBeGreaterThanOrEqual(busy.active);
      expect(busy.open).toBeLessThanOrEqual(10);
    } finally {
      await hold`SELECT pg_advisory_unlock(4242)`;
      hold.release();
      await Promise.all(waiting);
      await other.end();
    }
  });

  it('answers the same figures over tRPC', async () => {
    const answer = await send(server.url, { method: 'GET', path: '/trpc/admin.system.status', cookie });
    expect(answer.json.result.data.database.schemaVersion).toBe(LATEST_MIGRATION);
  });
});

describe('request and error counts of the last five minutes', () => {
  it('counts API answers by status and forgets those older than five minutes', async () => {
    const t = buildTestApp();
    const cookie = await signInAdmin(t);
    await t.call('GET', '/api/games');
    await t.call('GET', '/api/no-such-route');
    await t.call('GET', '/api/admin/settings');
    const read = async () =>
      (await (await t.call('GET', '/api/admin/system', { cookie })).json()).runtime.requests;
    // sign-in 200, games 200, 404, 401 (no cookie); this read is counted once it is answered.
    expect(await read()).toEqual({ windowSeconds: 300, requests: 4, clientErrors: 2, serverErrors: 0 });
    t.clock.advance(301_000);
    expect(await read()).toEqual({ windowSeconds: 300, requests: 0, clientErrors: 0, serverErrors: 0 });
  });
});

describe('what needs the operator', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = buildTestApp();
    cookie = await signInAdmin(t);
  });
  const notifications = async () => {
    const answer = await t.call('GET', '/api/admin/notifications', { cookie });
    expect(answer.status).toBe(200);
    return answer.json();
  };

  it('names a game that ended with entries and no winner, and not one nobody played', async () => {
    const played = await t.addGame((game) =>
      game.withName('Played').liveAt(t.clock.now(), 2).withDefaultFreePlay(),
    );
    await t.addGame((game) => game.withName('Empty').liveAt(t.clock.now(), 2));
    const player = await t.signUp();
    await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: played.id } });
    expect(await notifications()).toEqual([]);
    // The administrator's session must outlive the game.
    await t.useCases.changeSetting.execute({ key: 'sessionTimeoutMinutes', value: 1440 });
    t.clock.advance(3 * HOUR);
    expect(await notifications()).toEqual([
      {
        id: `game-${played.id}-ended`,
        kind: 'gameAwaitingWinner',
        severity: 'warning',
        title: 'Game ended without a winner',
        message: `Played (${played.code}) has 1 entry and no winner yet: select or draw one.`,
        gameId: played.id,
      },
    ]);
  });

  it('names a number held after a declined charge', async () => {
    const game = await t.addGame((g) => g.withName('Paid').liveAt(t.clock.now()).withoutFreePlay());
    const player = await t.signUp();
    await t.call('POST', '/api/payment-cards', {
      cookie: player.cookie,
      json: { cardNonce: 'cnon:card-nonce-declined', cardholderName: 'Pat Player' },
    });
    const spin = await t.call('POST', '/api/spin', {
      cookie: player.cookie,
      json: { gameId: game.id, agreedToTerms: true },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(await spin.json()).toMatchObject({ paymentFailed: true });
    expect(await notifications()).toMatchObject([{ id: 'open-holds', kind: 'openHolds', severity: 'info' }]);
  });

  it('refuses the system calls without a session and with a player session', async () => {
    const player = await t.signUp();
    for (const who of [null, player.cookie]) {
      expect((await t.call('GET', '/api/admin/system', { cookie: who })).status).toBe(401);
      expect((await t.call('POST', '/api/admin/system/test-connection', { cookie: who })).status).toBe(401);
      expect((await t.call('GET', '/api/admin/notifications', { cookie: who })).status).toBe(401);
      expect((await t.call('GET', '/trpc/admin.system.notifications', { cookie: who })).status).toBe(401);
    }
  });
});
