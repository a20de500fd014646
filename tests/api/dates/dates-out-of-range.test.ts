import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIC_DRAW } from '../../../application/games/close-games';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAdminAt } from '../support/admin-session';
import { Sha256PasswordHasher } from '../support/test-app';
import { aClaimForm } from '../winners/claim-world';

/**
 * Every call that takes a date, REST and tRPC, on the real server and database (PostgreSQL with
 * DATABASE_URL, else PGlite): a date outside the calendar the product keeps (docs/rules/games.md,
 * Dates) is a 400 naming the field, never a 500, and changes nothing.
 */
const BAD_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T00:00:00Z',
  '9999-12-31',
  '+275760-09-13',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30',
  '2026-02-30T00:00:00Z',
  '1800-01-01',
  '1899-12-31T23:59:59Z',
];

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever JSON the server answered.
  body: any;
}

/** Where the refused value is sent, and how the answer names the field. */
interface DateCall {
  name: string;
  field: string;
  send(value: string): Promise<Answer>;
  /** The values refused, when not BAD_DATES. */
  values?: string[];
}

/** A page cursor of the public winners list, as the server writes it, at that time. */
const cursorAt = (value: string) => Buffer.from(`${value}|1`).toString('base64url');

/** The tax export takes a year: the years of the dates above, and a date. */
const BAD_YEARS = ['0000', '9999', '+275760', '-1', '1899', '2200', '2026-02-30', '2026.5'];

describe('no date outside the calendar reaches the database', () => {
  let server: TestServer;
  let admin: string;
  let player: string;
  let gameId: number;
  let winnerId: number;

  async function send(method: string, path: string, cookie: string | null, json?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: server.url };
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(server.url + path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body };
  }

  const trpcQuery = (path: string, cookie: string | null, input: unknown) =>
    send('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, cookie);
  const trpcMutation = (path: string, cookie: string | null, input: unknown) =>
    send('POST', `/trpc/${path}`, cookie, input);

  const registration = (acceptedTermsAt: string) => ({
    firstName: 'Dana',
    lastName: 'Dates',
    email: `dates.${Math.random().toString(36).slice(2)}@gmail.com`,
    phone: '615-555-0100',
    password: 'secret-password',
    confirmPassword: 'secret-password',
    state: 'TN',
    optOutPublicity: false,
    acceptedTermsAt,
    ageConfirmed: true,
  });

  const newGame = (startTime: string) => ({
    name: 'Far Wheel',
    prize: 'A kite',
    totalNumbers: 10,
    durationHours: 24,
    isScheduled: true,
    startTime,
  });

  const calls: DateCall[] = [
    {
      name: 'POST /api/admin/games',
      field: 'startTime',
      send: (v) => send('POST', '/api/admin/games', admin, newGame(v)),
    },
    {
      name: 'admin.games.create',
      field: 'startTime',
      send: (v) => trpcMutation('admin.games.create', admin, newGame(v)),
    },
    {
      name: 'PATCH /api/admin/games/{id}',
      field: 'endTime',
      send: (v) => send('PATCH', `/api/admin/games/${gameId}`, admin, { endTime: v }),
    },
    {
      name: 'admin.games.update',
      field: 'endTime',
      send: (v) => trpcMutation('admin.games.update', admin, { id: gameId, endTime: v }),
    },
    {
      name: 'POST /api/claims/{id}',
      field: 'dateOfBirth',
      send: (v) => send('POST', `/api/claims/${winnerId}`, player, aClaimForm({ dateOfBirth: v })),
    },
    {
      name: 'claims.answer',
      field: 'dateOfBirth',
      send: (v) => trpcMutation('claims.answer', player, { ...aClaimForm({ dateOfBirth: v }), winnerId }),
    },
    {
      name: 'POST /api/register',
      field: 'acceptedTermsAt',
      send: (v) => send('POST', '/api/register', null, registration(v)),
    },
    {
      name: 'auth.register',
      field: 'acceptedTermsAt',
      send: (v) => trpcMutation('auth.register', null, registration(v)),
    },
    {
      name: 'GET /api/user/spending',
      field: 'since',
      send: (v) => send('GET', `/api/user/spending?since=${encodeURIComponent(v)}`, player),
    },
    {
      name: 'responsiblePlay.spending',
      field: 'since',
      send: (v) => trpcQuery('responsiblePlay.spending', player, { since: v }),
    },
    {
      name: 'GET /api/winners (its cursor holds a time)',
      field: 'cursor',
      send: (v) => send('GET', `/api/winners?cursor=${cursorAt(v)}`, null),
    },
    {
      name: 'winners.list',
      field: 'cursor',
      send: (v) => trpcQuery('winners.list', null, { cursor: cursorAt(v) }),
    },
    {
      name: 'GET /api/admin/claims/tax-export.csv',
      field: 'year',
      send: (v) => send('GET', `/api/admin/claims/tax-export.csv?year=${encodeURIComponent(v)}`, admin),
      values: BAD_YEARS,
    },
  ];

  /** What a refused call must not have changed. */
  const snapshot = async () =>
    server.db.sql`
      SELECT (SELECT count(*) FROM games) AS games,
             (SELECT string_agg(id || ':' || start_time::text || ':' || end_time::text, ',' ORDER BY id) FROM games) AS times,
             (SELECT count(*) FROM users) AS users,
             (SELECT string_agg(status || ':' || coalesce(date_of_birth::text, ''), ',') FROM prize_claims) AS claims,
             (SELECT count(*) FROM event_log) AS events`;

  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    admin = await signInAdminAt(server.url);
    const registered = await send('POST', '/api/register', null, registration(new Date().toISOString()));
    expect(registered.status).toBe(201);
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: registered.body.user.email, password: 'secret-password' }),
    });
    player = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    // A one-number free game the player wins: a claim waiting for its form.
    const won = await server.useCases.createGame.execute({
      name: 'Date Wheel',
      prize: 'A clock',
      prizeValueCents: 10_000,
      totalNumbers: 1,
      freePlay: { start: 1, end: 1 },
    });
    if (!won.ok) throw new Error(won.error.message);
    expect((await send('POST', '/api/free-spin', player, { gameId: won.value.id })).status).toBe(200);
    const drawn = await server.useCases.drawWinner.execute({ gameId: won.value.id, admin: AUTOMATIC_DRAW });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const [row] = await server.db.sql<{ winner_id: number }[]>`
      SELECT winner_id FROM prize_claims WHERE game_id = ${won.value.id}`;
    winnerId = Number(row?.winner_id);
    const open = await server.useCases.createGame.execute({
      name: 'Open Wheel',
      prize: 'A mug',
      totalNumbers: 10,
    });
    if (!open.ok) throw new Error(open.error.message);
    gameId = open.value.id;
  }, 120_000);
  afterAll(() => server?.close());

  for (const call of calls)
    it(`${call.name}: 400 naming ${call.field} for every date out of range, nothing changed`, async () => {
      const before = await snapshot();
      for (const value of call.values ?? BAD_DATES) {
        const answer = await call.send(value);
        expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(400);
        const named = answer.body?.field ?? answer.body?.error?.data?.field;
        expect(named, `${value}: ${JSON.stringify(answer.body)}`).toBe(call.field);
      }
      expect(await snapshot()).toEqual(before);
    });

  it('a date inside the calendar still goes through', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    expect((await send('POST', '/api/admin/games', admin, newGame(soon))).status).toBe(201);
    const since = new Date(Date.now() - 3_600_000).toISOString();
    expect((await send('GET', `/api/user/spending?since=${encodeURIComponent(since)}`, player)).status).toBe(
      200,
    );
    const year = new Date().getUTCFullYear();
    expect((await send('GET', `/api/admin/claims/tax-export.csv?year=${year}`, admin)).status).toBe(200);
    const page = await send('GET', `/api/winners?cursor=${cursorAt(new Date().toISOString())}`, null);
    expect(page.status).toBe(200);
    const claimed = await send(
      'POST',
      `/api/claims/${winnerId}`,
      player,
      aClaimForm({ dateOfBirth: '1990-05-17' }),
    );
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  });
});
