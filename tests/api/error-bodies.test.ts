import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, registrationForm1, type TestApp } from './support/test-app';

/**
 * One serializer writes every error: a REST body is `{ message, code, ...fields }`, and tRPC's
 * `data` carries the same code (as appCode) and the same fields beside its envelope. Each scenario
 * runs twice on fresh apps with the same seed, once ending in a REST call and once in the matching
 * procedure, so the two answers must be the same error.
 */

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  json: Json;
}

/** The fields each code's body may carry besides message and code. */
const VARIANT_FIELDS: Record<string, string[]> = {
  INVALID_INPUT: ['field'],
  UNAUTHENTICATED: [],
  NOT_FOUND: [],
  INTERNAL: [],
  FREE_PLAY_EXHAUSTED: ['description'],
  PAYMENT_DECLINED: ['paymentFailed', 'number', 'paymentMessage', 'declineCode'],
  HOLD_OPEN: ['number'],
  NO_PAYMENT_METHOD: [],
  EMAIL_TAKEN: ['field'],
  NOT_ELIGIBLE: ['field'],
  CARD_REFUSED: ['field', 'declineCode'],
};

const TRPC_ENVELOPE = ['code', 'httpStatus', 'path', 'appCode'];

const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  json: (await response.json()) as Json,
});

const procedure = (t: TestApp, kind: 'query' | 'mutation', path: string, input: unknown, cookie?: string) =>
  kind === 'query'
    ? t.call('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
        cookie: cookie ?? null,
      })
    : t.call('POST', `/trpc/${path}`, { json: input, cookie: cookie ?? null });

/** The REST body a tRPC error stands for: its message, its appCode as code, and its data's fields. */
function bodyOfTrpc({ json }: Answer): Json {
  const error = json.error as { message: string; data: Json };
  const fields = Object.fromEntries(
    Object.entries(error.data).filter(([key]) => !TRPC_ENVELOPE.includes(key)),
  );
  return { message: error.message, code: error.data.appCode, ...fields };
}

interface Scenario {
  code: string;
  /** Steps before the failing call; the same on both apps. */
  given?: (t: TestApp) => Promise<Json>;
  rest: (t: TestApp, ctx: Json) => Promise<Response>;
  trpc: (t: TestApp, ctx: Json) => Promise<Response>;
}

/** A signed-in player (a card from `cardNonce` if given) and a live game; only free-play scenarios get a free range. */
const player = async (t: TestApp, cardNonce?: string, freePlay = false) => {
  const game = await t.addGame((g) => {
    const live = g.liveAt(t.clock.now()).withTotalNumbers(40);
    return freePlay ? live.withDefaultFreePlay() : live;
  });
  const { cookie } = await t.signUp();
  if (cardNonce) await t.call('POST', '/api/card/add', { json: { cardNonce }, cookie });
  return { cookie, gameId: game.id };
};
const cookieOf = (ctx: Json) => String(ctx.cookie);
const paidSpin = (t: TestApp, ctx: Json) => ({
  rest: () =>
    t.call('POST', '/api/spin', { json: { gameId: ctx.gameId, agreedToTerms: true }, cookie: cookieOf(ctx) }),
  trpc: () =>
    procedure(
      t,
      'mutation',
      'spins.paid',
      { gameId: ctx.gameId, requestId: randomUUID(), agreedToTerms: true },
      cookieOf(ctx),
    ),
});

const scenarios: Scenario[] = [
  {
    code: 'INVALID_INPUT',
    given: (t) => player(t),
    rest: (t, ctx) => t.call('POST', '/api/free-spin', { json: { gameId: 'x' }, cookie: cookieOf(ctx) }),
    trpc: (t, ctx) => procedure(t, 'mutation', 'spins.free', { gameId: 'x' }, cookieOf(ctx)),
  },
  {
    code: 'UNAUTHENTICATED',
    rest: (t) => t.call('POST', '/api/free-spin', { json: { gameId: 1 } }),
    trpc: (t) => procedure(t, 'mutation', 'spins.free', { gameId: 1 }),
  },
  {
    code: 'NOT_FOUND',
    rest: (t) => t.call('GET', '/api/games/12345'),
    trpc: (t) => procedure(t, 'query', 'games.byId', { id: 12345 }),
  },
  {
    code: 'FREE_PLAY_EXHAUSTED',
    given: async (t) => {
      const ctx = await player(t, undefined, true);
      await t.call('POST', '/api/free-spin', { json: { gameId: ctx.gameId }, cookie: ctx.cookie });
      return ctx;
    },
    rest: (t, ctx) =>
      t.call('POST', '/api/free-spin', { json: { gameId: ctx.gameId }, cookie: cookieOf(ctx) }),
    trpc: (t, ctx) => procedure(t, 'mutation', 'spins.free', { gameId: ctx.gameId }, cookieOf(ctx)),
  },
  {
    code: 'PAYMENT_DECLINED',
    given: (t) => player(t, 'cnon:card-nonce-insufficient-funds'),
    rest: (t, ctx) => paidSpin(t, ctx).rest(),
    trpc: (t, ctx) => paidSpin(t, ctx).trpc(),
  },
  {
    code: 'HOLD_OPEN',
    given: async (t) => {
      const ctx = await player(t, 'cnon:card-nonce-declined');
      await paidSpin(t, ctx).rest();
      return ctx;
    },
    rest: (t, ctx) => paidSpin(t, ctx).rest(),
    trpc: (t, ctx) => paidSpin(t, ctx).trpc(),
  },
  {
    code: 'NO_PAYMENT_METHOD',
    given: (t) => player(t),
    rest: (t, ctx) => paidSpin(t, ctx).rest(),
    trpc: (t, ctx) => paidSpin(t, ctx).trpc(),
  },
  {
    code: 'CARD_REFUSED',
    given: (t) => player(t),
    rest: (t, ctx) =>
      t.call('POST', '/api/card/add', { json: { cardNonce: 'garbage-token' }, cookie: cookieOf(ctx) }),
    trpc: (t, ctx) => procedure(t, 'mutation', 'cards.add', { cardNonce: 'garbage-token' }, cookieOf(ctx)),
  },
  {
    code: 'EMAIL_TAKEN',
    given: async (t) => {
      const form = registrationForm1({ email: 'taken@gmail.com' });
      await t.call('POST', '/api/register', { json: form });
      return { form };
    },
    rest: (t, ctx) => t.call('POST', '/api/register', { json: ctx.form }),
    trpc: (t, ctx) => procedure(t, 'mutation', 'auth.register', ctx.form),
  },
  {
    code: 'NOT_ELIGIBLE',
    given: async () => ({ form: registrationForm1({ email: 'new-yorker@gmail.com', state: 'NY' }) }),
    rest: (t, ctx) => t.call('POST', '/api/register', { json: ctx.form }),
    trpc: (t, ctx) => procedure(t, 'mutation', 'auth.register', ctx.form),
  },
  {
    code: 'INTERNAL',
    given: async (t) => {
      vi.spyOn(t.useCases.listGames, 'execute').mockRejectedValue(new Error('secret database detail'));
      return {};
    },
    rest: (t) => t.call('GET', '/api/games'),
    trpc: (t) => procedure(t, 'query', 'games.list', undefined),
  },
];

/** The tRPC body with the REST body's drawn number in place of its own (fields and texts alike). */
function withNumberOf(rest: Json, trpc: Json): Json {
  const restNumber = (rest as { number?: unknown }).number;
  const trpcNumber = (trpc as { number?: unknown }).number;
  if (typeof restNumber !== 'number' || typeof trpcNumber !== 'number') return trpc;
  const text = JSON.stringify(trpc).replace(
    new RegExp(`(number\\D{0,3})${trpcNumber}\\b`, 'g'),
    `$1${restNumber}`,
  );
  return JSON.parse(text) as Json;
}

async function run(scenario: Scenario, last: 'rest' | 'trpc'): Promise<Answer> {
  const t = buildTestApp();
  const ctx = (await scenario.given?.(t)) ?? {};
  const response = await scenario[last](t, ctx);
  vi.restoreAllMocks();
  return answer(response);
}

describe('error bodies: one serializer for REST and tRPC', () => {
  it.each(scenarios)(
    '$code: the REST body and the tRPC data are the same error, with only its fields',
    async (scenario) => {
      const rest = await run(scenario, 'rest');
      const trpc = await run(scenario, 'trpc');

      expect(rest.json.code, JSON.stringify(rest.json)).toBe(scenario.code);
      expect(Object.keys(rest.json).sort()).toEqual(
        ['code', 'message', ...(VARIANT_FIELDS[scenario.code] ?? [])].sort(),
      );
      // Each run is its own world with its own game seed, so a drawn number may differ between them.
      expect(withNumberOf(rest.json, bodyOfTrpc(trpc))).toEqual(rest.json);
      expect(trpc.status).toBe(rest.status);
      expect((trpc.json.error as { data: Json }).data.httpStatus).toBe(rest.status);
      expect(JSON.stringify(trpc.json)).not.toContain('secret database detail');
    },
  );

  it("answers the edge's own refusals with the same body shape on /api and /trpc", async () => {
    const t = buildTestApp();
    const { cookie } = await t.signUp();
    for (const path of ['/api/free-spin', '/trpc/spins.free']) {
      const crossSite = await answer(
        await t.call('POST', path, { json: { gameId: 1 }, cookie, origin: 'https://evil.example' }),
      );
      expect(crossSite).toEqual({
        status: 403,
        json: { message: 'Cross-site request refused', code: 'FORBIDDEN' },
      });
      const notJson = await answer(
        await t.call('POST', path, { body: 'gameId=1', cookie, headers: { 'content-type': 'text/plain' } }),
      );
      expect(notJson).toEqual({
        status: 415,
        json: { message: 'Request body must be application/json', code: 'UNSUPPORTED_MEDIA_TYPE' },
      });
      const tooLarge = await answer(
        await t.call('POST', path, { json: { gameId: 1, pad: 'x'.repeat(70 * 1024) }, cookie }),
      );
      expect(tooLarge).toEqual({
        status: 413,
        json: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' },
      });
    }
  });
});
