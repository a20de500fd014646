import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/test-server';

/** A live game of `total` numbers; `free` is its free range (numbers there cost nothing). */
export async function aGameOn(
  server: TestServer,
  total: number,
  free: { start: number; end: number } | false = false,
): Promise<number> {
  const game = await server.useCases.createGame.execute({
    name: 'Limit Wheel',
    prize: 'Mug',
    totalNumbers: total,
    freePlay: free,
  });
  if (!game.ok) throw new Error(game.error.message);
  return game.value.id;
}

export async function addCard(client: HttpClient): Promise<void> {
  const added = await client.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
  if (added.status !== 200) throw new Error(`card not added: ${JSON.stringify(added.body)}`);
}

let keys = 0;
export const paidSpin = (client: HttpClient, gameId: number) =>
  client.request(
    'POST',
    '/api/spin',
    { gameId, agreedToTerms: true },
    {
      'Idempotency-Key': `limit-${process.pid}-${Date.now()}-${++keys}`,
    },
  );

/** The player's claims, read from the database. */
export async function claimsOf(server: TestServer, client: HttpClient) {
  const me = await client.get('/api/user');
  return server.db.sql<{ number: number; status: string; price_cents: number; kind: string }[]>`
    SELECT number, status, price_cents, kind FROM claims WHERE user_id = ${me.body.id as number}`;
}
