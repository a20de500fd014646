import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { canonicalEmail } from '../../domain/accounts/canonical-email';

/**
 * Signed-in players with a card on file, written straight into the database: signing up thousands
 * through the API would spend minutes in argon2. Each gets what sign-in and adding a sandbox card
 * would have stored: a session (the cookie's token, stored as its SHA-256) and the payment
 * simulator's approving card (`sim-card-ok-<uuid>`, which any simulator process charges).
 * Returns the Cookie header of each player.
 */
export async function seedPlayers(sql: postgres.Sql, count: number, tag: string): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token, 'utf8').digest('hex'));
  const cards = tokens.map(() => `sim-card-ok-${randomUUID()}`);
  const expYear = new Date().getUTCFullYear() + 3;
  const emails = tokens.map((_, n) => `${tag}-${n + 1}@bench.example.com`);
  await sql.begin(async (tx) => {
    await tx`
      WITH seeded AS (
        INSERT INTO users (email, email_canonical, password_hash, first_name, last_name, phone, state,
                           opt_out_publicity, accepted_terms_at)
        SELECT e.email, e.canonical, '!', 'Bench', 'Player ' || e.i, '615-555-0100', 'TN', false, now()
        FROM unnest(${emails}::text[], ${emails.map(canonicalEmail)}::text[]) WITH ORDINALITY AS e(email, canonical, i)
        ORDER BY e.i
        RETURNING id
      ), numbered AS (
        SELECT id, row_number() OVER (ORDER BY id) AS n FROM seeded
      ), sessions AS (
        INSERT INTO player_sessions (token_hash, user_id, expires_at)
        SELECT h.hash, numbered.id, now() + interval '30 days'
        FROM unnest(${hashes}::text[]) WITH ORDINALITY AS h (hash, n) JOIN numbered USING (n)
      ), customers AS (
        INSERT INTO payment_customers (user_id, gateway_customer_id)
        SELECT id, 'sim-cust-bench-' || id FROM numbered
      )
      INSERT INTO payment_cards (user_id, gateway_customer_id, gateway_card_id, brand, last4,
                                 exp_month, exp_year, is_default, fingerprint)
      SELECT numbered.id, 'sim-cust-bench-' || numbered.id, c.card, 'VISA', '1111', 12, ${expYear},
             true, 'sq0fp-sandbox-ok'
      FROM unnest(${cards}::text[]) WITH ORDINALITY AS c (card, n) JOIN numbered USING (n)`;
  });
  return tokens.map((token) => `pw_session=${token}`);
}
