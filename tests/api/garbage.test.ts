import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSpinBody } from '../../adapters/http/endpoints/play/free-spins';
import { textOf } from '../arbitraries/text-of';
import { buildTestApp, type TestApp } from './support/test-app';

/** More runs on demand: FC_RUNS=5000 npx vitest run tests/api/garbage.test.ts */
const RUNS = Number(process.env.FC_RUNS ?? 300);

/** Anything a hand-made request could put in a field. */
const garbageValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    2 ** 31,
    2 ** 53,
    1e308,
    -0,
    '1e309',
    '0x10',
    'NaN',
    'Infinity',
    '9'.repeat(400),
    '',
    ' 1',
    '1 ',
    [Object.create(null)],
  ),
);
const fields = [
  'gameId',
  'id',
  'email',
  'password',
  'firstName',
  'lastName',
  'phone',
  'state',
  'acceptedTermsAt',
];
const garbageObject = fc.dictionary(
  fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })),
  garbageValue,
  {
    maxKeys: 8,
  },
);
const garbageJson = fc.oneof(garbageObject, fc.jsonValue());
const garbageText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '[',
    '"',
    '{"gameId":',
    'null',
    '\u0000',
    '{"__proto__":{"x":1}}',
    '{"constructor":{}}',
  ),
);
/** What a Cookie header can carry. */
const printableChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
/** Path segments, including ones that are not even valid percent-encoding. */
const garbageSegment = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  garbageValue.map((v) => encodeURIComponent(textOf(v))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%2e%2e', '..', '1%00', '1;', '1?x=1', '1/', '%C0%AE'),
);

async function expectClientError(res: Response, label: string): Promise<void> {
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400) {
    const body = await res.json();
    expect(typeof body.message, label).toBe('string');
    expect(typeof body.code, label).toBe('string');
  }
}

async function snapshot(t: TestApp, gameId: number, cookie: string) {
  const numbers = await (await t.call('GET', `/api/games/${gameId}/available-numbers`)).json();
  const freePlay = await (await t.call('GET', `/api/games/${gameId}/free-play-status`, { cookie })).json();
  const user = await (await t.call('GET', '/api/user', { cookie })).json();
  return { numbers, freePlay, user };
}

describe('no input produces a 500 or changes anything', () => {
  it('garbage JSON bodies on every state-changing route', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const { cookie } = await t.signUp();
    const before = await snapshot(t, game.id, cookie);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/register',
          '/api/login',
          '/api/free-spin',
          '/trpc/auth.register',
          '/trpc/spins.free',
        ),
        garbageJson,
        async (path, json) => {
          const isSpin = path.endsWith('free-spin') || path.endsWith('free');
          // Garbage can name the real game by chance (' 1'); that is a valid spin, not garbage.
          fc.pre(!(isSpin && freeSpinBody.safeParse(json).success));
          const res = await t.call('POST', path, { json, cookie: isSpin ? cookie : null });
          expect(res.status, `${path} ${JSON.stringify(json)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${path} ${JSON.stringify(json)}`).toBeLessThan(500);
          if (path.startsWith('/api')) await expectClientError(res, `${path} ${JSON.stringify(json)}`);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot(t, game.id, cookie)).toEqual(before);
  });

  it('garbage raw bodies and content types', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const { cookie } = await t.signUp();
    const before = await snapshot(t, game.id, cookie);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/register',
          '/api/login',
          '/api/free-spin',
          '/trpc/spins.free',
          '/trpc/auth.login',
        ),
        garbageText,
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/xml',
          '',
        ),
        async (path, body, contentType) => {
          const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
          const res = await t.call('POST', path, { body, headers, cookie });
          expect(res.status, `${path} ${body}`).toBeLessThan(500);
          expect(res.status, `${path} ${body}`).not.toBe(200);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot(t, game.id, cookie)).toEqual(before);
  });

  it('garbage ids on every game route, REST and tRPC', async () => {
    const t = buildTestApp();
    const game = await t.addGame();
    const { cookie } = await t.signUp();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('', '/available-numbers', '/recent-numbers', '/free-play-status'),
        garbageSegment,
        async (suffix, segment) => {
          const res = await t.call('GET', `/api/games/${segment}${suffix}`, { cookie });
          await expectClientError(res, `${segment}${suffix}`);
        },
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'games.byId',
          'games.availableNumbers',
          'games.recentNumbers',
          'games.freePlayStatus',
        ),
        garbageJson,
        async (procedure, input) => {
          const url = `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
          const res = await t.call('GET', url, { cookie });
          expect(res.status, `${procedure} ${JSON.stringify(input)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    const numbers = await (await t.call('GET', `/api/games/${game.id}/available-numbers`)).json();
    expect(numbers.totalAvailable).toBe(game.totalNumbers);
  });

  it('garbage cookies never break a route', async () => {
    const t = buildTestApp();
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: printableChar, maxLength: 200 }), async (value) => {
        const cookie = `pw_session=${value}`;
        const res = await t.call('GET', '/api/user', { cookie });
        expect(res.status).toBe(401);
      }),
      { numRuns: RUNS },
    );
  });
});
