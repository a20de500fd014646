import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createSquarePaymentGateway } from '../../adapters/square/square-payment-gateway';
import type { Overrides } from '../../adapters/wiring/container';
import type { PaymentGateway } from '../../application/payments/ports/payment-gateway';
import { Sha256PasswordHasher } from '../api/support/test-app';
import type { FakeSquare } from './fake-square/fake-square-server';
import type { HttpClient } from './http-client';
import { signedInPlayers } from './players';
import type { TestDatabase } from './test-database';
import { startTestServer, type TestServer } from './test-server';

/** SquarePaymentGateway (the real SDK) on the fake Square API, with a short timeout. */
export function squareOnFake(fake: FakeSquare, requestTimeoutMs = 5_000) {
  return createSquarePaymentGateway({
    accessToken: fake.accessToken,
    applicationId: 'sandbox-sq0idb-fake',
    locationId: fake.locationId,
    environment: 'sandbox',
    baseUrl: fake.baseUrl,
    requestTimeoutMs,
  });
}

/** The real server on a test database, charging through `gateway`; the reconciler runs by hand. */
export function startPaymentServer(
  gateway: PaymentGateway,
  options: { db?: TestDatabase; overrides?: Overrides } = {},
): Promise<TestServer> {
  return startTestServer({
    db: options.db,
    reconcileIntervalMs: 0,
    overrides: { hasher: new Sha256PasswordHasher(), gateway, ...options.overrides },
  });
}

/** n signed-in players (Tennessee), each with a card from `nonce` added over HTTP. */
export async function playersWithCards(
  server: TestServer,
  n: number,
  tag: string,
  nonce = 'cnon:card-nonce-ok',
): Promise<HttpClient[]> {
  const clients = await signedInPlayers(server.useCases, server.url, n, tag);
  for (let i = 0; i < clients.length; i += 50) {
    await Promise.all(
      clients.slice(i, i + 50).map(async (client) => {
        const added = await client.post('/api/card/add', { cardNonce: nonce });
        if (added.status !== 200) throw new Error(`card not added: ${JSON.stringify(added.body)}`);
      }),
    );
  }
  return clients;
}

/** A live game without free play: number n costs n dollars. */
export async function aPaidGame(server: TestServer, totalNumbers: number): Promise<number> {
  const game = await server.useCases.createGame.execute({
    name: 'Paid Wheel',
    prize: 'Bicycle',
    totalNumbers,
    freePlay: false,
  });
  if (!game.ok) throw new Error(game.error.message);
  return game.value.id;
}

interface ClaimRow {
  id: string;
  game_id: number;
  number: number;
  status: string;
  price_cents: number;
}

/**
 * The invariants of docs/rules/payments.md, Exactly once, checked between the database and what the fake Square saw:
 * every completed payment has exactly one claim, paid, of its amount, with one ledger row; every
 * paid claim with a price has exactly one completed payment; no number is claimed twice.
 */
export async function expectLedgerInvariants(db: TestDatabase, fake: FakeSquare): Promise<ClaimRow[]> {
  const claims = await db.sql<ClaimRow[]>`SELECT id, game_id, number, status, price_cents FROM claims`;
  const ledger = await db.sql<{ claim_id: string; gateway_payment_id: string; amount_cents: number }[]>`
    SELECT claim_id, gateway_payment_id, amount_cents FROM payments`;
  const byId = new Map(claims.map((c) => [c.id, c]));
  const completed = fake.payments().filter((p) => p.status === 'COMPLETED');
  for (const payment of completed) {
    const claim = byId.get(payment.referenceId ?? '');
    expect(claim, `payment ${payment.id} has no claim`).toBeDefined();
    expect(claim?.status, `claim of payment ${payment.id}`).toBe('paid');
    expect(claim?.price_cents).toBe(payment.amountCents);
    expect(ledger.filter((row) => row.gateway_payment_id === payment.id)).toEqual([
      { claim_id: payment.referenceId, gateway_payment_id: payment.id, amount_cents: payment.amountCents },
    ]);
  }
  for (const claim of claims.filter((c) => c.status === 'paid' && c.price_cents > 0)) {
    expect(
      completed.filter((p) => p.referenceId === claim.id),
      `payments of claim ${claim.id}`,
    ).toHaveLength(1);
    expect(ledger.filter((row) => row.claim_id === claim.id)).toHaveLength(1);
  }
  for (const claim of claims.filter((c) => c.status !== 'paid')) {
    expect(
      completed.filter((p) => p.referenceId === claim.id),
      `claim ${claim.id} is ${claim.status}`,
    ).toEqual([]);
  }
  expect(ledger).toHaveLength(completed.length);
  const live = claims.filter((c) => c.status !== 'released').map((c) => `${c.game_id}:${c.number}`);
  expect(new Set(live).size, 'a number claimed twice').toBe(live.length);
  return claims;
}

/** POST /api/spin with its Idempotency-Key (a new one unless given), through any JSON client. */
export function sendPaidSpin<A>(
  client: {
    request(method: string, path: string, json?: unknown, headers?: Record<string, string>): Promise<A>;
  },
  gameId: number,
  key: string = randomUUID(),
): Promise<A> {
  return client.request('POST', '/api/spin', { gameId, agreedToTerms: true }, { 'Idempotency-Key': key });
}

/** Adds the simulator's test card, then one paid spin that must be answered 200; the dollars charged. */
export async function cardAndPaidSpin(player: HttpClient, gameId: number): Promise<number> {
  const added = await player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
  if (added.status !== 200) throw new Error(`card not added: ${JSON.stringify(added.body)}`);
  const spin = await sendPaidSpin(player, gameId);
  if (spin.status !== 200) throw new Error(JSON.stringify(spin.body));
  return spin.body.amount as number;
}
