import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGameOut } from '../../adapters/http/endpoints/games/live';
import { registrationForm1 } from '../api/support/test-app';
import { adminEnv, BENCH_ADMIN } from '../bench/bench-admin';
import { freePort, type ServerProcess, startServerProcess } from '../bench/server-process';
import { proxyInFront, stopDeployment } from '../support/deployment/deployment';
import { HttpsSite } from '../support/deployment/https-site';
import { nginxAvailable, type RunningNginx } from '../support/deployment/nginx';
import { selfSignedCertificate } from '../support/deployment/tls';
import { sendPaidSpin } from '../support/paid-spins';
import { postgresUrl, withPostgresDatabase } from '../support/postgres';
import type { TestDatabase } from '../support/test-database';

const root = resolve(import.meta.dirname, '../..');
const PLAYERS = 6;
const SPINS_EACH = 4;
/** The process is stopped once this many spins of the burst have been answered, one of them by it. */
const STOP_AFTER = 4;

const live = (id: number) => `/trpc/games.live?input=${encodeURIComponent(JSON.stringify({ id }))}`;

interface SpinEnd {
  key: string;
  outcome: 'paid' | 'refused';
  code?: string;
  number?: number;
}

/**
 * The deployment of docs/rules/operations.md, Deploying, end to end and through the proxy only: deploy/nginx.conf (rendered with
 * the test's ports and a self-signed certificate) terminates TLS in front of two server processes
 * on one PostgreSQL, with TRUST_PROXY=1 and an https PUBLIC_URL (secure __Host- cookies).
 */
describe.runIf(postgresUrl() && nginxAvailable())('two server processes behind nginx over HTTPS', () => {
  let dir: string;
  let db: TestDatabase;
  let nginx: RunningNginx;
  const processes: ServerProcess[] = [];
  let ports: number[];
  let env: Record<string, string>;
  let publicUrl: string;
  let httpsPort: number;
  let ca: string;
  const clients: HttpsSite[] = [];
  const site = () => {
    const client = new HttpsSite(httpsPort, ca);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prize-wheel-nginx-'));
    db = await withPostgresDatabase();
    ports = [await freePort(), await freePort()];
    httpsPort = await freePort();
    const certificate = selfSignedCertificate(dir);
    ca = certificate.pem;
    publicUrl = `https://localhost:${httpsPort}`;
    env = {
      ...adminEnv(),
      DATABASE_URL: db.url,
      TRUST_PROXY: '1',
      // A public (https) site needs its data key, the same on every process.
      DATA_KEY: 'a7'.repeat(32),
      // The payment simulator on an https site is a test deployment: it must say so.
      ALLOW_TEST_PAYMENTS: '1',
      RECONCILE_INTERVAL_MS: '1000',
    };
    // A port free a moment ago may be taken by then (any connection's local port comes from the same
    // range): a process whose port was taken starts again on another, never on other failures.
    const startOn = async (i: number): Promise<ServerProcess> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await startServerProcess(root, env, { port: ports[i], publicUrl });
        } catch (error) {
          if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
          ports[i] = await freePort();
        }
      }
    };
    // Together: the migrations take an advisory lock, so each file is applied once.
    processes.push(...(await Promise.all(ports.map((_, i) => startOn(i)))));
    nginx = await proxyInFront(dir, httpsPort, ports, certificate);
  }, 300_000);

  afterAll(async () => {
    await stopDeployment({ clients, nginx, processes });
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  let gameId: number;
  let players: HttpsSite[];

  it('registers, signs in with a secure __Host- cookie and adds a card, through the proxy', async () => {
    const admin = site();
    const login = await admin.request('POST', '/api/admin/login', BENCH_ADMIN);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const game = await admin.request('POST', '/api/admin/games', {
      name: 'Behind the proxy',
      prize: 'Mug',
      prizeValue: 20,
      totalNumbers: 200,
      freePlay: false,
      durationHours: 24,
    });
    expect(game.status, JSON.stringify(game.body)).toBe(201);
    gameId = game.body.id;

    players = [];
    for (let i = 0; i < PLAYERS; i++) {
      const player = site();
      const form = registrationForm1({ acceptedTermsAt: new Date(Date.now() - 60_000).toISOString() });
      const registered = await player.request('POST', '/api/register', form);
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      const signedIn = await player.request('POST', '/api/login', {
        email: form.email,
        password: form.password,
      });
      expect(signedIn.status).toBe(200);
      const cookie = String(signedIn.headers['set-cookie']?.[0]);
      expect(cookie).toMatch(/^__Host-pw_session=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/Domain=/i);
      // The server's security headers reach the browser through the proxy, HSTS included.
      expect(signedIn.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(signedIn.headers['content-security-policy']).toBeDefined();
      const card = await player.request('POST', '/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
      expect(card.status, JSON.stringify(card.body)).toBe(200);
      players.push(player);
    }
  }, 60_000);

  it('pushes a spin made through one process to a live stream served by the other', async () => {
    const [player] = players as [HttpsSite];
    const stream = player.stream(live(gameId));
    const streamHeaders = await stream.headers;
    const streamedBy = streamHeaders['x-test-upstream'];
    expect(streamHeaders['content-type']).toMatch(/^text\/event-stream/);
    let numbersLeft = (await stream.next<LiveGameOut>()).game.numbersLeft;
    // Round robin: within a few spins one goes through the process the stream is not on.
    for (let attempt = 0; attempt < 6; attempt++) {
      const spin = await sendPaidSpin(player, gameId);
      expect(spin.status, JSON.stringify(spin.body)).toBe(200);
      const seen = await stream.next<LiveGameOut>((event) => event.game.numbersLeft < numbersLeft, 2_000);
      numbersLeft = seen.game.numbersLeft;
      expect(seen.recentNumbers.map((n) => n.number)).toContain(spin.body.number);
      if (spin.headers['x-test-upstream'] !== streamedBy) {
        stream.close();
        return;
      }
    }
    throw new Error(`six spins in a row went through the stream's own process ${streamedBy}`);
  }, 60_000);

  it('restarts one process (SIGTERM) in a burst of paid spins: each ends paid once or refused, no 5xx', async () => {
    const statuses: number[] = [];
    /** Which process (upstream address) gave each answer, in order. */
    const answeredBy: string[] = [];
    let answered = 0;
    let reachedStop: () => void = () => {};
    const stopNow = new Promise<void>((resolve) => {
      reachedStop = resolve;
    });
    const stoppedAddress = `127.0.0.1:${ports[0]}`;
    const answer = () => {
      answered++;
      if (answered >= STOP_AFTER && answeredBy.includes(stoppedAddress)) reachedStop();
    };

    /** One paid spin, sent again with its Idempotency-Key until it ends. */
    const spin = async (player: HttpsSite): Promise<SpinEnd> => {
      const key = randomUUID();
      for (let tries = 0; tries < 50; tries++) {
        const sent = await sendPaidSpin(player, gameId, key).catch(() => null);
        if (!sent) continue;
        statuses.push(sent.status);
        answeredBy.push(String(sent.headers['x-test-upstream']));
        if (sent.status >= 500) continue;
        answer();
        if (sent.status === 200) return { key, outcome: 'paid', number: sent.body.number };
        if (sent.status === 202) return settle(player, key);
        return { key, outcome: 'refused', code: sent.body.code };
      }
      throw new Error(`spin ${key} never ended`);
    };
    /** A pending spin, read again (not sent again) until the reconciler settled it. */
    const settle = async (player: HttpsSite, key: string): Promise<SpinEnd> => {
      for (;;) {
        const read = await player.request('GET', `/api/spin/${key}`);
        statuses.push(read.status);
        if (read.status === 200) return { key, outcome: 'paid', number: read.body.number };
        if (read.status !== 202) return { key, outcome: 'refused', code: read.body.code };
        await new Promise((next) => setTimeout(next, 200));
      }
    };

    const burst = Promise.all(
      players.map(async (player) => {
        const ends: SpinEnd[] = [];
        for (let i = 0; i < SPINS_EACH; i++) ends.push(await spin(player));
        return ends;
      }),
    );

    // Whatever fails below, the burst is waited for before the processes are stopped.
    const ended = burst.catch((error: unknown) => error);
    await Promise.race([stopNow, ended]);
    try {
      // In the middle of the burst, with the process to stop taking part in it.
      expect(answered).toBeLessThan(PLAYERS * SPINS_EACH);
      const stopped = processes[0] as ServerProcess;
      const signalled = performance.now();
      const exit = new Promise<number | null>((done) => stopped.child.once('exit', (code) => done(code)));
      stopped.child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(10_000);
      processes[0] = await startServerProcess(root, env, { port: ports[0], publicUrl });
    } finally {
      await ended;
    }

    const outcome = await ended;
    if (outcome instanceof Error) throw outcome;
    const ends = (outcome as SpinEnd[][]).flat();
    expect(
      statuses.filter((status) => status >= 500),
      'answers of 500 or more',
    ).toEqual([]);
    expect(ends).toHaveLength(PLAYERS * SPINS_EACH);
    const paid = ends.filter((end) => end.outcome === 'paid');
    expect(paid.length).toBeGreaterThan(0);

    // The database: each spin's key has at most one claim; every paid one exactly one completed
    // payment; no number claimed twice; no claim charged twice.
    const claims = await db.sql<{ request_id: string; status: string; number: number; payments: number }[]>`
      SELECT c.request_id, c.status, c.number,
             (SELECT count(*)::int FROM payments p WHERE p.claim_id = c.id) AS payments
      FROM claims c WHERE c.game_id = ${gameId} AND c.request_id = ANY(${ends.map((end) => end.key)})`;
    const byKey = new Map(claims.map((claim) => [claim.request_id, claim]));
    expect(byKey.size, 'one claim per key').toBe(claims.length);
    for (const end of paid)
      expect(byKey.get(end.key), end.key).toMatchObject({ status: 'paid', payments: 1 });
    for (const end of ends.filter((e) => e.outcome === 'refused'))
      expect(byKey.get(end.key)?.status ?? 'none', `${end.key}: ${end.code}`).not.toBe('paid');
    const doubles = await db.sql`
      SELECT number FROM claims WHERE game_id = ${gameId} AND status <> 'released'
      GROUP BY number HAVING count(*) > 1`;
    expect(doubles).toEqual([]);
    const twice = await db.sql`
      SELECT claim_id FROM payment_attempts WHERE status = 'approved' GROUP BY claim_id HAVING count(*) > 1`;
    expect(twice).toEqual([]);

    // The restarted process takes traffic again.
    const ready = await site().request('GET', '/api/ready');
    expect(ready.status).toBe(200);
  }, 300_000);
});
