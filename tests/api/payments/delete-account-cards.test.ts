import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import type { HttpClient } from '../../support/http-client';
import { playersWithCards, squareOnFake, startPaymentServer } from '../../support/paid-spins';
import type { TestServer } from '../../support/test-server';

describe('deleting an account', () => {
  let fake: FakeSquare;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeSquare();
    server = await startPaymentServer(squareOnFake(fake));
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('disables every stored card at Square and erases them from file', async () => {
    const [player, other] = (await playersWithCards(server, 2, 'erase-')) as [HttpClient, HttpClient];
    await player.post('/api/payment-cards', { cardNonce: 'cnon:card-nonce-ok-discover' });
    const [mine, theirs] = await Promise.all(
      [player, other].map(
        async (c) => (await c.get('/api/user/default-card')).body.squareCustomerId as string,
      ),
    );
    const square = squareOnFake(fake);
    expect(await square.listCards(mine ?? '')).toHaveLength(2);

    const deleted = await player.request('DELETE', '/api/user/delete-account');
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect(await square.listCards(mine ?? '')).toEqual([]);
    expect(await square.listCards(theirs ?? '')).toHaveLength(1);
    const rows = await server.db.sql`
      SELECT disabled_at IS NOT NULL AS disabled, cardholder_name FROM payment_cards
      WHERE gateway_customer_id = ${mine ?? ''}`;
    expect(rows).toEqual([
      { disabled: true, cardholder_name: null },
      { disabled: true, cardholder_name: null },
    ]);
  });
});
