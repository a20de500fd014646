import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGameOut } from '../../../adapters/http/endpoints/games/live';
import { adminCookie, adminEnv } from '../../bench/bench-admin';
import { type ServerProcess, startServerProcess } from '../../bench/server-process';
import { postgresUrl, withPostgresDatabase } from '../../support/postgres';
import { SseStream, subscriptionUrl } from '../../support/sse-stream';
import type { TestDatabase } from '../../support/test-database';
import { registrationForm1 } from '../support/test-app';

const root = resolve(import.meta.dirname, '../../..');

async function post(url: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { response, body: await response.json() };
}

/**
 * The two-servers test with two operating-system processes: the real server started twice (as the bench
 * starts it) on one PostgreSQL database. A claim made through process A reaches a page streaming
 * `games.live` from process B, carried by PostgreSQL's NOTIFY alone.
 */
describe.skipIf(!postgresUrl())('live updates across two server processes', () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await withPostgresDatabase();
    const env = { ...adminEnv(), DATABASE_URL: db.url, MAIL_INTERVAL_MS: '0', CLOSING_INTERVAL_MS: '0' };
    [a, b] = await Promise.all([startServerProcess(root, env), startServerProcess(root, env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
  });

  it('a free spin through process A reaches a subscriber of process B', async () => {
    const admin = await adminCookie(a.url);
    const game = await post(
      a.url,
      '/api/admin/games',
      {
        name: 'Two processes',
        prize: 'Mug',
        prizeValue: 20,
        totalNumbers: 30,
        freePlay: true,
        durationHours: 24,
      },
      admin,
    );
    expect(game.response.status, JSON.stringify(game.body)).toBe(201);
    const gameId = (game.body as { id: number }).id;
    const form = registrationForm1({ acceptedTermsAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await post(a.url, '/api/register', form)).response.status).toBe(201);
    const login = await post(a.url, '/api/login', { email: form.email, password: form.password });
    const cookie = login.response.headers.get('set-cookie')?.split(';')[0] ?? '';

    const stream = new SseStream<LiveGameOut>(subscriptionUrl(b.url, 'games.live', { id: gameId }));
    expect((await stream.next()).game.numbersLeft).toBe(30);
    const spin = await post(a.url, '/api/free-spin', { gameId }, cookie);
    expect(spin.response.status).toBe(200);
    // How soon is the bench's to measure (its two-process step reports the delay); here, that it comes.
    const seen = await stream.next((event) => event.game.numbersLeft === 29, 15_000);
    expect(seen.recentNumbers[0]?.number).toBe((spin.body as { number: number }).number);
    stream.close();
  }, 60_000);
});
