import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import { type Answer, send } from '../access/send';
import { registrationForm1, Sha256PasswordHasher } from '../support/test-app';
import { type ServerFarm, startServers } from './servers';

const TOO_MANY = {
  message: 'Too many login attempts. Please try again in 15 minutes.',
  code: 'TOO_MANY_ATTEMPTS',
};

/** Counts the password checks every server of a farm runs. */
class CountingHasher extends Sha256PasswordHasher {
  checks = 0;
  override async verify(hash: string, password: string): Promise<boolean> {
    this.checks++;
    return super.verify(hash, password);
  }
}

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
/** A request that the trusted proxy forwarded for `address`. */
const from = (address: string) => ({ 'x-forwarded-for': address });
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
const expectTooMany = (answer: Answer) => {
  expect(answer.status).toBe(429);
  expect(answer.json).toEqual(TOO_MANY);
  expect(answer.headers.get('retry-after')).toBe('900');
  expect(answer.headers.getSetCookie()).toEqual([]);
};

describe('sign-in throttling over HTTP, on two servers sharing the database', () => {
  let farm: ServerFarm;
  let a: string;
  let b: string;

  beforeAll(async () => {
    const logger = new RecordingLogger();
    farm = await startServers([{ overrides: { logger } }, { overrides: { logger } }]);
    [a, b] = farm.servers.map((server) => server.url) as [string, string];
  });
  afterAll(() => farm?.close());
  beforeEach(async () => {
    await farm.db.sql`DELETE FROM login_throttle`;
  });

  it('refuses the 6th attempt of an account from one address with 429 and Retry-After, wherever it lands', async () => {
    const ann = await aPlayer(a);
    // Alternate servers: the count lives in the database, not in one process.
    for (let i = 0; i < 5; i++) {
      expect((await logIn(i % 2 ? a : b, { email: ann.email, password: 'wrong-password' })).status).toBe(401);
    }
    for (const url of [a, b]) {
      expectTooMany(await logIn(url, { email: ann.email, password: ann.password }));
      const viaTrpc = await send(url, {
        method: 'POST',
        path: '/trpc/auth.login',
        json: { email: ann.email, password: ann.password },
      });
      expect(viaTrpc.status).toBe(429);
      expect(viaTrpc.headers.get('retry-after')).toBe('900');
      expect(viaTrpc.json.error).toMatchObject({
        message: TOO_MANY.message,
        data: { appCode: 'TOO_MANY_ATTEMPTS' },
      });
    }
  });

  it('refuses the socket address after 20 failures on any accounts; X-Forwarded-For does not help', async () => {
    const ann = await aPlayer(a);
    for (let i = 0; i < 20; i++) {
      const guess = await logIn(i % 2 ? a : b, {
        email: `nobody${i}.${accounts}@gmail.com`,
        password: 'guess-guess',
      });
      expect(guess.status).toBe(401);
    }
    expectTooMany(await logIn(a, { email: ann.email, password: ann.password }, from('198.51.100.1')));
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1), two servers', () => {
  let farm: ServerFarm;
  let urls: [string, string];
  const hasher = new CountingHasher();
  const logger = new RecordingLogger();
  let addresses = 0;
  /** A fresh client address per test. */
  const anAddress = () => `203.0.113.${++addresses}`;

  beforeAll(async () => {
    const overrides = { hasher, logger };
    farm = await startServers([
      { trustProxy: true, overrides },
      { trustProxy: true, overrides },
    ]);
    urls = farm.servers.map((server) => server.url) as [string, string];
  });
  afterAll(() => farm?.close());
  const on = (i: number) => urls[i % 2] as string;

  it('checks at most 20 passwords of 40 parallel logins from one address to 40 accounts', async () => {
    const attacker = anAddress();
    const before = hasher.checks;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        logIn(on(i), { email: `spray${i}.${accounts}@gmail.com`, password: 'Summer2030!' }, from(attacker)),
      ),
    );
    expect(hasher.checks - before).toBe(20);
    expect(statuses(answers)).toEqual([...Array(20).fill(401), ...Array(20).fill(429)]);
    for (const refused of answers.filter((a) => a.status === 429)) expectTooMany(refused);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({ limit: 'address', address: attacker }),
      }),
    );
  });

  it('never lets parallel wrong attempts on one pair check more than 5 passwords', async () => {
    const ann = await aPlayer(urls[0]);
    const attacker = anAddress();
    const before = hasher.checks;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        logIn(on(i), { email: ann.email, password: 'guess-guess' }, from(attacker)),
      ),
    );
    expect(hasher.checks - before).toBe(5);
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
  });

  it('5 wrong passwords for X from A block neither Y from A nor X from B', async () => {
    const [x, y] = [await aPlayer(urls[0]), await aPlayer(urls[0])];
    const [addressA, addressB] = [anAddress(), anAddress()];
    for (let i = 0; i < 5; i++) {
      expect(
        (await logIn(on(i), { email: x.email, password: 'wrong-password' }, from(addressA))).status,
      ).toBe(401);
    }
    expectTooMany(await logIn(urls[0], { email: x.email, password: x.password }, from(addressA)));
    expect((await logIn(urls[1], { email: y.email, password: y.password }, from(addressA))).status).toBe(200);
    expect((await logIn(urls[0], { email: x.email, password: x.password }, from(addressB))).status).toBe(200);
  });

  it('throttles by the last X-Forwarded-For entry: a client-prepended address changes nothing', async () => {
    const x = await aPlayer(urls[0]);
    const proxied = anAddress();
    for (let i = 0; i < 5; i++) {
      const forged = { 'x-forwarded-for': `10.9.9.${i}, ${proxied}` };
      expect((await logIn(on(i), { email: x.email, password: 'wrong-password' }, forged)).status).toBe(401);
    }
    expectTooMany(
      await logIn(urls[1], { email: x.email, password: x.password }, from(`1.1.1.1, ${proxied}`)),
    );
  });

  it('does not charge an address for successful sign-ins (many players behind one address)', async () => {
    const office = anAddress();
    const players = [];
    for (let i = 0; i < 12; i++) players.push(await aPlayer(urls[0]));
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        players.map((p, i) => logIn(on(i), { email: p.email, password: p.password }, from(office))),
      );
      expect(statuses(answers)).toEqual(Array(12).fill(200));
    }
    for (let i = 0; i < 20; i++) {
      const typo = await logIn(
        on(i),
        { email: `typo${i}.${accounts}@gmail.com`, password: 'oops-oops' },
        from(office),
      );
      expect(typo.status).toBe(401);
    }
  });
});
