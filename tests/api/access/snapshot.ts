import type postgres from 'postgres';

/**
 * Tables a refused request may still write: throttling and presence are their job, an administrator
 * session records every request for its idle timeout, and a refused card still leaves the player's
 * customer at the payment gateway, whose id is kept so the next card does not create a second one.
 */
const BOOKKEEPING = new Set([
  'schema_migrations',
  'login_throttle',
  'admin_sessions',
  'player_presence',
  'game_presence',
  'payment_customers',
]);

/**
 * Columns a refused request may change: a refused spin takes the game's spin lock, and that
 * advances the game's spin sequence (it only numbers the lock's turns for the RandomSource).
 */
const IGNORED_COLUMNS = ['spin_sequence'];

/**
 * A fingerprint of every table's rows (any table others add included), to show that a refused
 * request changed nothing: not a row added, removed or updated.
 */
export async function snapshot(sql: postgres.Sql): Promise<Record<string, string>> {
  const tables = (
    await sql<{ name: string }[]>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name));
  if (tables.length === 0) return {};
  const columns = tables.map((table) => {
    const ident = `"${table.replaceAll('"', '""')}"`;
    const row = `(to_jsonb(t) - ARRAY[${IGNORED_COLUMNS.map((c) => `'${c}'`).join(', ')}]::text[])::text`;
    return `(SELECT count(*) || ':' || md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) FROM ${ident} t) AS ${ident}`;
  });
  const [row] = await sql.unsafe<Record<string, string>[]>(`SELECT ${columns.join(', ')}`);
  return { ...row };
}
