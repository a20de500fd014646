import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import type { HttpClient } from '../../support/http-client';
import { aPaidGame, playersWithCards, squareOnFake, startPaymentServer } from '../../support/paid-spins';
import type { TestServer } from '../../support/test-server';

const statusQuery = (requestId: string) =>
  `/trpc/spins.status?input=${encodeURIComponent(JSON.stringify({ requestId }))}`;

/**
 * A paid spin's answer read back by its request id (tRPC spins.status, REST GET /api/spin/{key}),
 * on the real server: the player's own spins only, read-only (nothing is charged again).
 */
describe('a paid spin status by request id', () => {
  let fake: FakeSquare;
  let server: TestServer;
  let gameId: number;
  let payer: HttpClient;
  let decliner: HttpClient;
  let stranger: HttpClient;

  beforeAll(async () => {
    fake = await startFakeSquare();
    server = await startPaymentServer(squareOnFake(fake));
    gameId = await aPaidGame(server, 50);
    [payer, stranger] = (await playersWithCards(server, 2, 'status-ok-')) as [HttpClient, HttpClient];
    [decliner] = (await playersWithCards(server, 1, 'status-no-', 'cnon:card-nonce-declined')) as [
      HttpClient,
    ];
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('tRPC: answers the paid spin to its player, 404 to another, and charges nothing more', async () => {
    const requestId = randomUUID();
    const spun = await payer.post('/trpc/spins.paid', { gameId, requestId, agreedToTerms: true });
    expect(spun.status).toBe(200);
    const charges = fake.payments().length;

    const mine = await payer.get(statusQuery(requestId));
    expect(mine).toEqual({ status: 200, body: { result: { data: spun.body.result.data } } });
    const theirs = await stranger.get(statusQuery(requestId));
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.data).toMatchObject({ appCode: 'NOT_FOUND' });
    expect(fake.payments()).toHaveLength(charges);
  });

  it('REST: GET /api/spin/{key} answers the declined spin with its decline, and 404 for an unknown key', async () => {
    const key = randomUUID();
    const spun = await decliner.request(
      'POST',
      '/api/spin',
      { gameId, agreedToTerms: true },
      { 'Idempotency-Key': key },
    );
    expect(spun.body.code).toBe('PAYMENT_DECLINED');
    expect(await decliner.get(`/api/spin/${key}`)).toEqual(spun);
    expect((await decliner.get(`/api/spin/${randomUUID()}`)).status).toBe(404);
    expect((await stranger.get(`/api/spin/${key}`)).status).toBe(404);
  });

  it('refuses a malformed request id with a 400 and answers a visitor 401', async () => {
    expect((await payer.get(statusQuery('not-a-uuid'))).status).toBe(400);
    expect((await payer.get(`/api/spin/${encodeURIComponent('has space')}`)).status).toBe(400);
    const visitor = new (payer.constructor as typeof HttpClient)(server.url);
    expect((await visitor.get(`/api/spin/${randomUUID()}`)).status).toBe(401);
  });
});
