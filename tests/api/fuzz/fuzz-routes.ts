import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessFixture, type Player, startAccessFixture } from '../access/fixture';
import { fillParams, parseRoute } from '../access/requests';
import { ROUTES, type RouteCase } from '../access/route-table';
import { type Answer, type Request, send } from '../access/send';
import { snapshot } from '../access/snapshot';
import { garbageQuery, garbageSegment, garbageText, inputAround } from './arbitraries';

/** More runs on demand: FC_RUNS=500 npx vitest run tests/api/fuzz */
const RUNS = Number(process.env.FC_RUNS ?? 20);

interface Generated {
  input: unknown;
  segment: string | null;
  query: string;
  raw: string | null;
  batch: boolean;
  signedIn: boolean;
}

function generated(route: RouteCase, fx: AccessFixture): fc.Arbitrary<Generated> {
  return fc.record({
    input: inputAround(route.input?.(fx)),
    segment: fc.option(garbageSegment, { freq: 2 }),
    query: fc.oneof(fc.constant(''), garbageQuery),
    raw: fc.option(garbageText, { freq: 5 }),
    batch: fc.boolean(),
    signedIn: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
  });
}

/** The generated path segment in place of every parameter of the route (:id, :requestId...). */
const everyParam = (path: string, segment: string): Record<string, string> =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, segment]));

/**
 * The request a generated case makes: REST with its params, body and query; tRPC in either format.
 * Signed in means the administrator's session on admin routes, else the player's.
 */
function requestOf(
  route: RouteCase,
  fx: AccessFixture,
  g: Generated,
  player: Player,
  admin: string,
): Request {
  const cookie = g.signedIn ? (route.access === 'admin' ? admin : player.cookie) : null;
  const parsed = parseRoute(route.route);
  const body = (json: unknown) => (g.raw !== null ? { body: g.raw, headers: JSON_TYPE } : { json });
  if (parsed.kind === 'rest') {
    const params =
      g.segment === null ? (route.params?.(fx) ?? { id: fx.game.id }) : everyParam(parsed.path, g.segment);
    const path = `${fillParams(parsed.path, params)}${g.query ? `?${g.query}` : ''}`;
    if (parsed.method === 'GET') return { method: 'GET', path, cookie };
    return { method: parsed.method, path, cookie, ...body(g.input) };
  }
  const input = g.batch ? { 0: g.input } : g.input;
  const procedure = `/trpc/${parsed.procedure}${g.batch ? '?batch=1' : ''}`;
  if (parsed.type === 'query') {
    const text = g.raw ?? (input === undefined ? null : JSON.stringify(input));
    const joiner = g.batch ? '&' : '?';
    return {
      method: 'GET',
      path: text === null ? procedure : `${procedure}${joiner}input=${encodeURIComponent(text)}`,
      cookie,
    };
  }
  return { method: 'POST', path: procedure, cookie, ...body(input), headers: JSON_TYPE };
}

const JSON_TYPE = { 'content-type': 'application/json' };

function expectWellFormedError(answer: Answer, label: string): void {
  if (answer.status < 400) return;
  const error = Array.isArray(answer.json)
    ? answer.json.find((item) => item.error)?.error
    : answer.json?.error;
  const message = error?.message ?? answer.json?.message;
  expect(typeof message, `${label}: ${answer.text.slice(0, 300)}`).toBe('string');
}

/**
 * Every route gets its generated requests in one of `parts` test files (part 1 to `parts`, by the
 * route's place in ROUTES), each on a server of its own: one file for all of them kept one worker busy
 * long after the other had finished.
 */
export function fuzzRoutes(part: number, parts: number): void {
  const mine = ROUTES.filter((_, index) => index % parts === part - 1);
  describe(`fuzz (part ${part} of ${parts}): generated bodies, query strings and ids on every route`, () => {
    fuzzEach(mine);
  });
}

function fuzzEach(routes: RouteCase[]): void {
  let fx: AccessFixture;
  let player: Player;
  let admin: string;

  beforeAll(async () => {
    fx = await startAccessFixture();
    player = await fx.signUp();
    admin = fx.adminCookie;
  });
  afterAll(() => fx?.server.close());

  it.each(routes)('$route: never a 500, and a refused request changes nothing', async (route) => {
    // The state after the last request; a failed run (and fast-check's shrinking) re-reads it.
    let last: Record<string, string> | null = null;
    await fc.assert(
      fc.asyncProperty(generated(route, fx), async (g) => {
        const before = last ?? (await snapshot(fx.server.db.sql));
        last = null;
        const request = requestOf(route, fx, g, player, admin);
        const label = `${request.method} ${request.path} ${request.body ?? JSON.stringify(request.json)}`;
        const answer = await send(fx.url, request);
        expect(answer.status, `${label} -> ${answer.text.slice(0, 300)}`).toBeLessThan(500);
        expectWellFormedError(answer, label);
        const after = await snapshot(fx.server.db.sql);
        if (answer.status >= 400) {
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          expect(changed, `${label} -> ${answer.status} ${answer.text.slice(0, 200)}`).toEqual([]);
          last = after;
        } else if (request.method !== 'GET') {
          // An accepted logout or account deletion ends the session: carry on as a new player.
          const me = await send(fx.url, { method: 'GET', path: '/api/user', cookie: player.cookie });
          if (me.status === 401) player = await fx.signUp();
          const self = await send(fx.url, { method: 'GET', path: '/api/admin/user', cookie: admin });
          if (self.status === 401) admin = await fx.signInAdmin();
        } else {
          last = after;
        }
      }),
      { numRuns: RUNS },
    );
  });
}
