import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { send } from '../access/send';
import { registrationForm1 } from '../support/test-app';
import { type ServerFarm, startServers } from './servers';

const TOO_MANY = {
  message: 'Too many login attempts. Please try again in 15 minutes.',
  code: 'TOO_MANY_ATTEMPTS',
};

let accounts = 0;

async function aPlayer(url: string) {
  const form = registrationForm1({
    email: `throttle${++accounts}.${process.pid}@gmail.com`,
    acceptedTermsAt: new Date(Date.now() - 60_000).toISOString(),
  });
  const registered = await send(url, { method: 'POST', path: '/api/register', json: form });
  if (registered.status !== 201) throw new Error(registered.text);
  return { email: String(form.email), password: String(form.password) };
}

const logIn = (url: string, json: unknown, headers: Record<string, string> = {}) =>
  send(url, { method: 'POST', path: '/api/login', json, headers });

const trpcLogIn = (url: string, json: unknown) =>
  send(url, { method: 'POST', path: '/trpc/auth.login', json });

describe('sign-in throttling over HTTP, on two servers sharing the database', () => {
  let farm: ServerFarm;
  let a: string;
  let b: string;

  beforeAll(async () => {
    farm = await startServers([{}, {}]);
    [a, b] = farm.servers.map((server) => server.url) as [string, string];
  });
  afterAll(() => farm?.close());
  beforeEach(async () => {
    await farm.db.sql`DELETE FROM login_attempts`;
  });

  it('refuses the 6th attempt on an account with 429, the right password included, wherever it lands', async () => {
    const ann = await aPlayer(a);
    // Alternate servers: the count lives in the database, not in one process.
    for (let i = 0; i < 5; i++) {
      const wrong = await logIn(i % 2 ? a : b, { email: ann.email, password: 'wrong-password' });
      expect(wrong.status).toBe(401);
    }
    for (const url of [a, b]) {
      const right = await logIn(url, { email: ann.email, password: ann.password });
      expect(right.status).toBe(429);
      expect(right.json).toEqual(TOO_MANY);
      expect(right.headers.getSetCookie()).toEqual([]);
      const viaTrpc = await trpcLogIn(url, { email: ann.email, password: ann.password });
      expect(viaTrpc.status).toBe(429);
      expect(viaTrpc.json.error).toMatchObject({
        message: TOO_MANY.message,
        data: { appCode: 'TOO_MANY_ATTEMPTS' },
      });
    }
  });

  it('refuses the socket address after 5 failures on any accounts; X-Forwarded-For does not help', async () => {
    const ann = await aPlayer(a);
    for (let i = 0; i < 5; i++) {
      const guess = await logIn(b, { email: `nobody${i}.${accounts}@gmail.com`, password: 'guess-guess' });
      expect(guess.status).toBe(401);
    }
    const spoofed = await logIn(
      a,
      { email: ann.email, password: ann.password },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect(spoofed.status).toBe(429);
    expect(spoofed.json).toEqual(TOO_MANY);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let farm: ServerFarm;
  let url: string;

  beforeAll(async () => {
    farm = await startServers([{ trustProxy: true }]);
    url = farm.servers[0]?.url ?? '';
  });
  afterAll(() => farm?.close());

  it('throttles per client address from the last X-Forwarded-For entry', async () => {
    const ann = await aPlayer(url);
    // A client may prepend anything; the proxy appends the address it saw.
    const attacker = { 'x-forwarded-for': '10.9.9.9, 203.0.113.66' };
    for (let i = 0; i < 5; i++) {
      expect(
        (await logIn(url, { email: `x${i}.${accounts}@gmail.com`, password: 'guess-guess' }, attacker))
          .status,
      ).toBe(401);
    }
    const blocked = await logIn(
      url,
      { email: ann.email, password: ann.password },
      { 'x-forwarded-for': '1.1.1.1, 203.0.113.66' },
    );
    expect(blocked.status).toBe(429);
    const elsewhere = await logIn(
      url,
      { email: ann.email, password: ann.password },
      { 'x-forwarded-for': '203.0.113.77' },
    );
    expect(elsewhere.status).toBe(200);
  });
});
