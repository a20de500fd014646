import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIC_DRAW } from '../../../application/games/close-games';
import { SIGNATURE_MISMATCH_MESSAGE, TOO_OLD_MESSAGE } from '../../../domain/winners/claim-form';
import { HttpClient } from '../../support/http-client';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';
import { aClaimForm } from './claim-world';

/**
 * The claim form keeps a tax record worth keeping (docs/rules/winners.md, The claim form), on the real
 * server and database (PostgreSQL with DATABASE_URL, else PGlite), over REST and tRPC: each refusal is
 * a 400 naming its field and leaves the claim waiting; a proper form is still taken.
 */
describe('the claim form on the real server', () => {
  let server: TestServer;
  let player: HttpClient;
  let winnerId: number;

  const claimRow = async () => {
    const [row] = await server.db.sql<
      { status: string; legal_name: string | null; signature: string | null }[]
    >`
      SELECT status, legal_name, signature FROM prize_claims WHERE winner_id = ${winnerId}`;
    return row;
  };

  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    const email = `record.${process.pid}@gmail.com`;
    const registered = await server.useCases.registerPlayer.execute({
      firstName: 'Ada',
      lastName: 'Palmer',
      email,
      phone: '559-555-0100',
      password: 'secret-password',
      state: 'CA',
      optOutPublicity: false,
      acceptedTermsAt: new Date().toISOString(),
    });
    if (!registered.ok) throw new Error(registered.error.message);
    player = new HttpClient(server.url);
    expect((await player.post('/api/login', { email, password: 'secret-password' })).status).toBe(200);
    const game = await server.useCases.createGame.execute({
      name: 'Record Wheel',
      prize: 'A road bike',
      prizeValueCents: 80_000,
      totalNumbers: 1,
      freePlay: { start: 1, end: 1 },
    });
    if (!game.ok) throw new Error(game.error.message);
    expect((await player.post('/api/free-spin', { gameId: game.value.id })).status).toBe(200);
    const drawn = await server.useCases.drawWinner.execute({ gameId: game.value.id, admin: AUTOMATIC_DRAW });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const [row] = await server.db.sql<{ winner_id: number }[]>`
      SELECT winner_id FROM prize_claims WHERE game_id = ${game.value.id}`;
    winnerId = Number(row?.winner_id);
  }, 120_000);
  afterAll(() => server?.close());

  const refused: [string, Record<string, unknown>, string, string?][] = [
    ['a zero-width legal name', { legalName: '\u200b', signature: '\u200b' }, 'legalName'],
    [
      'a zero-width space inside the legal name',
      { legalName: 'Ada\u200b Palmer', signature: 'Ada Palmer' },
      'legalName',
    ],
    ['a zero-width signature', { signature: '\u200b\u200c\u200d' }, 'signature'],
    [
      'a right-to-left override in the legal name',
      { legalName: 'Ada \u202eremlaP', signature: 'Ada \u202eremlaP' },
      'legalName',
    ],
    ['an isolate in the signature', { signature: 'Ada \u2067Palmer\u2069' }, 'signature'],
    [
      'a street line of zero-width spaces only',
      { address: { line1: '\u200b\u200b', city: 'Fresno', state: 'CA', zip: '93650' } },
      'address.line1',
    ],
    [
      'a street line of Hangul fillers only',
      { address: { line1: '\u3164', city: 'Fresno', state: 'CA', zip: '93650' } },
      'address.line1',
    ],
    [
      'a city of digits only',
      { address: { line1: '1 Main St', city: '12345', state: 'CA', zip: '93650' } },
      'address.city',
    ],
    [
      'a control character in the city',
      { address: { line1: '1 Main St', city: 'Fres\u0007no', state: 'CA', zip: '93650' } },
      'address.city',
    ],
    [
      'an unassigned code point in the legal name',
      { legalName: 'Ada \u0378', signature: 'Ada \u0378' },
      'legalName',
    ],
    ['a birth date in 1800', { dateOfBirth: '1800-01-01' }, 'dateOfBirth', TOO_OLD_MESSAGE],
    ['a birth date in year 0', { dateOfBirth: '0000-01-01' }, 'dateOfBirth', TOO_OLD_MESSAGE],
    ['a birth date that never was', { dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
    [
      'a signature that is not the legal name',
      { signature: 'Ada Lovelace' },
      'signature',
      SIGNATURE_MISMATCH_MESSAGE,
    ],
  ];

  for (const [what, fields, field, message] of refused)
    it(`refuses ${what}: 400 naming ${field}, REST and tRPC, the claim still waiting`, async () => {
      const form = aClaimForm(fields);
      const rest = await player.request('POST', `/api/claims/${winnerId}`, form);
      expect(rest.status, JSON.stringify(rest.body)).toBe(400);
      expect(rest.body).toMatchObject({ code: 'INVALID_INPUT', field, ...(message ? { message } : {}) });
      const trpc = await player.request('POST', '/trpc/claims.answer', { ...form, winnerId });
      expect(trpc.status, JSON.stringify(trpc.body)).toBe(400);
      expect(trpc.body.error.data).toMatchObject({ appCode: 'INVALID_INPUT', field });
      expect(await claimRow()).toEqual({ status: 'notified', legal_name: null, signature: null });
    });

  it('takes a proper form, the signature matched with case and spaces aside', async () => {
    const answer = await player.request(
      'POST',
      `/api/claims/${winnerId}`,
      aClaimForm({ legalName: 'José  Núñez', signature: 'josé núñez' }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'claimed' });
    expect(await claimRow()).toEqual({
      status: 'claimed',
      legal_name: 'José Núñez',
      signature: 'josé núñez',
    });
  });
});
