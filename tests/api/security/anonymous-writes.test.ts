import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMOUS_WRITES_PER_MINUTE } from '../../../adapters/config/app-config';
import { MAX_BATCH_CALLS } from '../../../adapters/http/trpc-handler';
import { send, sessionCookieFrom } from '../access/send';
import { ManualClock, registrationForm1 } from '../support/test-app';
import { type ServerFarm, startServers } from './servers';

const LIMIT = DEFAULT_ANONYMOUS_WRITES_PER_MINUTE;
let addresses = 0;
/** Each test writes from its own client address (TRUST_PROXY: the last X-Forwarded-For entry). */
const anAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` });

describe('writes anyone may make are rate-limited per client address, with or without a session', () => {
  let farm: ServerFarm;
  let url: string;
  const clock = new ManualClock();

  beforeAll(async () => {
    farm = await startServers([{ trustProxy: true, anonymousWritesPerMinute: LIMIT, overrides: { clock } }]);
    url = farm.servers[0]?.url ?? '';
  });
  afterAll(() => farm?.close());

  const contact = (headers: Record<string, string>, cookie: string | null = null) =>
    send(url, {
      method: 'POST',
      path: '/api/contact',
      cookie,
      headers,
      json: { name: 'Flood', email: 'flood@gmail.com', subject: 'Hi', message: 'x'.repeat(4096) },
    });
  const stored = async () =>
    Number((await farm.db.sql`SELECT count(*)::int AS n FROM contact_messages`)[0]?.n);

  it('stores at most the limit of 100 parallel 4 KB contact messages, answering the rest 429', async () => {
    const before = await stored();
    const from = anAddress();
    const answers = await Promise.all(Array.from({ length: 100 }, () => contact(from)));
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted.length).toBe(LIMIT);
    expect(refused.length).toBe(100 - LIMIT);
    expect(await stored()).toBe(before + LIMIT);
    for (const answer of refused) {
      expect(answer.json).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Another address is not held back by this one.
    expect((await contact(anAddress())).status).toBe(201);
    // The bucket refills with time: a minute gives the whole allowance back.
    clock.advance(60_000);
    expect((await contact(from)).status).toBe(201);
  });

  it('covers registration and Get Notified, REST and tRPC, a tRPC batch costing one token per call', async () => {
    const from = anAddress();
    const half = LIMIT / 2;
    const batch = Array.from({ length: half }, () => 'notifications.subscribe').join(',');
    for (const round of [1, 2]) {
      const inputs = Object.fromEntries(
        Array.from({ length: half }, (_, i) => [
          String(i),
          { email: `b${round}.${i}.${process.pid}@gmail.com` },
        ]),
      );
      const answer = await send(url, {
        method: 'POST',
        path: `/trpc/${batch}?batch=1`,
        json: inputs,
        headers: from,
      });
      expect(answer.status, answer.text).toBe(200);
    }
    for (const [path, json] of [
      ['/api/register', registrationForm1()],
      ['/api/notify', { email: 'late@gmail.com' }],
      ['/trpc/auth.register', registrationForm1()],
    ] as const) {
      const answer = await send(url, { method: 'POST', path, json, headers: from });
      expect(answer.status, path).toBe(429);
      expect(answer.headers.get('retry-after'), path).not.toBeNull();
      // tRPC answers in its own error shape, so the web client reads the message and code.
      const code = path.startsWith('/trpc/') ? answer.json.error.data.appCode : answer.json.code;
      expect(code, path).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('counts them with a session too, and leaves sign-in (its own throttle) and signed-in play alone', async () => {
    const from = anAddress();
    const form = registrationForm1();
    expect(
      (await send(url, { method: 'POST', path: '/api/register', json: form, headers: from })).status,
    ).toBe(201);
    const credentials = { email: form.email, password: form.password };
    const login = await send(url, { method: 'POST', path: '/api/login', json: credentials, headers: from });
    expect(login.status).toBe(200);
    const cookie = sessionCookieFrom(login);
    const before = await stored();
    // One throwaway account's cookie no longer lifts the limit: the rest of the allowance, then 429.
    const answers = await Promise.all(Array.from({ length: LIMIT + 10 }, () => contact(from, cookie)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(LIMIT - 1);
    expect(await stored()).toBe(before + LIMIT - 1);
    for (const [path, json] of [
      ['/api/register', registrationForm1()],
      ['/api/notify', { email: 'signed-in@gmail.com' }],
      ['/api/auth/forgot-password', { email: form.email }],
      ['/trpc/auth.register', registrationForm1()],
      ['/trpc/contact.send', { name: 'A', email: 'a@gmail.com', subject: 'Hi', message: 'Hello there' }],
      ['/trpc/notifications.subscribe', { email: 'signed-in@gmail.com' }],
      ['/trpc/auth.forgotPassword', { email: form.email }],
    ] as const) {
      const answer = await send(url, { method: 'POST', path, json, headers: from, cookie });
      expect(answer.status, path).toBe(429);
    }
    const trpcLogin = await send(url, {
      method: 'POST',
      path: '/trpc/auth.login',
      json: credentials,
      headers: from,
    });
    expect(trpcLogin.status, trpcLogin.text).toBe(200);
    const me = await send(url, {
      method: 'PUT',
      path: '/api/user/client-seed',
      json: { clientSeed: 'abcdef0123' },
      headers: from,
      cookie,
    });
    expect(me.status, me.text).toBe(200);
  });
});

describe('tRPC batches', () => {
  let farm: ServerFarm;
  let url: string;

  beforeAll(async () => {
    farm = await startServers([{}]);
    url = farm.servers[0]?.url ?? '';
  });
  afterAll(() => farm?.close());

  const batchOf = (n: number) =>
    send(url, {
      method: 'GET',
      path: `/trpc/${Array.from({ length: n }, () => 'games.list').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
    });

  it(`serve up to ${MAX_BATCH_CALLS} calls and refuse a bigger batch with a clear 400`, async () => {
    const full = await batchOf(MAX_BATCH_CALLS);
    expect(full.status).toBe(200);
    expect(full.json).toHaveLength(MAX_BATCH_CALLS);
    for (const n of [MAX_BATCH_CALLS + 1, 300]) {
      const answer = await batchOf(n);
      expect(answer.status, String(n)).toBe(400);
      expect(JSON.stringify(answer.json)).toContain('Batch call exceeds maximum size');
      expect(JSON.stringify(answer.json)).toContain('INVALID_INPUT');
    }
  });
});
