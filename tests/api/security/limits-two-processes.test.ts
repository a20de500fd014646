import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_SESSION,
} from '../../../domain/operations/live-stream-policy';
import { type ServerProcess, startServerProcess } from '../../bench/server-process';
import { postgresUrl, withPostgresDatabase } from '../../support/postgres';
import { SseStream, subscriptionUrl } from '../../support/sse-stream';
import type { TestDatabase } from '../../support/test-database';
import { registrationForm1 } from '../support/test-app';

const root = resolve(import.meta.dirname, '../../..');
const WRITES_PER_MINUTE = 10;

let addresses = 0;
/** Each check comes from its own client address (TRUST_PROXY: the last X-Forwarded-For entry). */
const anAddress = () => ({ 'x-forwarded-for': `192.0.2.${++addresses}` });

/**
 * The fair-use limits hold for the deployment, not per process: the real server started twice (as
 * the bench starts it) on one PostgreSQL database, requests from one address spread over both.
 */
describe.skipIf(!postgresUrl())('fair-use limits across two server processes', () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const streams: SseStream<unknown>[] = [];

  beforeAll(async () => {
    db = await withPostgresDatabase();
    const env = {
      DATABASE_URL: db.url,
      TRUST_PROXY: '1',
      ANONYMOUS_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
      MAIL_INTERVAL_MS: '0',
      CLOSING_INTERVAL_MS: '0',
    };
    [a, b] = await Promise.all([startServerProcess(root, env), startServerProcess(root, env)]);
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
  });

  const post = (server: ServerProcess, path: string, body: unknown, headers: Record<string, string>) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const lobby = (server: ServerProcess, headers: Record<string, string>) => {
    const stream = new SseStream<unknown>(subscriptionUrl(server.url, 'games.lobbyLive'), headers);
    streams.push(stream);
    return stream;
  };
  const lobbyStatus = async (server: ServerProcess, headers: Record<string, string>) => {
    const answer = await fetch(subscriptionUrl(server.url, 'games.lobbyLive'), {
      headers: { accept: 'text/event-stream', ...headers },
    });
    if (answer.status !== 429) {
      await answer.body?.cancel();
      return { status: answer.status, code: undefined };
    }
    return { status: answer.status, code: ((await answer.json()) as { code: string }).code };
  };

  it('one address gets its writes per minute once over both processes, not once per process', async () => {
    const from = anAddress();
    const message = { name: 'Flood', email: 'flood@gmail.com', subject: 'Hi', message: 'Hello there' };
    const answers = await Promise.all(
      Array.from({ length: 2 * WRITES_PER_MINUTE }, (_, i) =>
        post(i % 2 ? a : b, '/api/contact', message, from),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(WRITES_PER_MINUTE);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(WRITES_PER_MINUTE);
    const [stored] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_messages`;
    expect(stored?.n).toBe(WRITES_PER_MINUTE);
  }, 60_000);

  it(`one address holds ${MAX_STREAMS_PER_ADDRESS} streams over both processes, and another address still streams`, async () => {
    const busy = anAddress();
    const held = Array.from({ length: MAX_STREAMS_PER_ADDRESS }, (_, i) => lobby(i % 2 ? a : b, busy));
    for (const stream of held) await stream.next();
    expect(await lobbyStatus(a, busy)).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(await lobbyStatus(b, busy)).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    await lobby(b, anAddress()).next();
    for (const stream of held) stream.close();
  }, 60_000);

  it(`one session holds ${MAX_STREAMS_PER_SESSION} streams over both processes`, async () => {
    const form = registrationForm1({ acceptedTermsAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await post(a, '/api/register', form, anAddress())).status).toBe(201);
    const login = await post(b, '/api/login', { email: form.email, password: form.password }, anAddress());
    const cookie = { cookie: login.headers.get('set-cookie')?.split(';')[0] ?? '' };
    const held = Array.from({ length: MAX_STREAMS_PER_SESSION }, (_, i) =>
      lobby(i % 2 ? a : b, { ...anAddress(), ...cookie }),
    );
    for (const stream of held) await stream.next();
    expect(await lobbyStatus(a, { ...anAddress(), ...cookie })).toEqual({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
    });
    for (const stream of held) stream.close();
  }, 60_000);
});
