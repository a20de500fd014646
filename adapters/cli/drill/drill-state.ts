import type postgres from 'postgres';

/**
 * What a restore must bring back exactly: the games, the claims, every charge attempt and ledger
 * payment, the fairness log and the winners. Each table's rows as JSON text, sorted.
 */
const TABLES = ['games', 'claims', 'payment_attempts', 'payments', 'game_log', 'winners'] as const;

export type DrillState = Record<(typeof TABLES)[number], string[]>;

/** The tables' rows in one snapshot (REPEATABLE READ), and that snapshot's instant. */
export async function readState(sql: postgres.Sql): Promise<{ at: string; state: DrillState }> {
  return sql.begin('ISOLATION LEVEL REPEATABLE READ', async (tx) => {
    const [now] = await tx<{ at: string }[]>`
      SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`;
    const state = {} as DrillState;
    for (const table of TABLES) {
      const rows = await tx<{ row: string }[]>`SELECT to_jsonb(t)::text AS row FROM ${tx(table)} t`;
      state[table] = rows.map((r) => r.row).sort();
    }
    return { at: now?.at ?? '', state };
  }) as Promise<{ at: string; state: DrillState }>;
}

/** One line per table: its rows at the instant and restored, and what differs (none: empty list). */
export function compareStates(
  expected: DrillState,
  restored: DrillState,
): { lines: string[]; differences: string[] } {
  const lines: string[] = [];
  const differences: string[] = [];
  for (const table of TABLES) {
    const want = new Set(expected[table]);
    const got = new Set(restored[table]);
    const missing = [...want].filter((row) => !got.has(row));
    const extra = [...got].filter((row) => !want.has(row));
    lines.push(
      `${table.padEnd(17)} ${String(want.size).padStart(5)} at the instant, ${String(got.size).padStart(5)} restored`,
    );
    for (const row of missing) differences.push(`${table}: missing after the restore: ${row}`);
    for (const row of extra) differences.push(`${table}: restored but not there at the instant: ${row}`);
  }
  return { lines, differences };
}

export function rowCount(state: DrillState): number {
  return TABLES.reduce((sum, table) => sum + state[table].length, 0);
}

/** The gateway's ids of the ledger payments in `later` and not in `earlier`. */
export function paymentsAfter(earlier: DrillState, later: DrillState): string[] {
  const before = new Set(earlier.payments);
  return later.payments
    .filter((row) => !before.has(row))
    .map((row) => (JSON.parse(row) as { gateway_payment_id: string }).gateway_payment_id)
    .sort();
}
