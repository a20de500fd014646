import { fork } from 'node:child_process';
import type postgres from 'postgres';
import { stopChild } from './server-process';

/** Starts the bare Hono ceiling (ceiling-server.mjs) answering `bodies` (path to JSON text). */
export function startBareHono(
  bodies: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = fork(new URL('./ceiling-server.mjs', import.meta.url), { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message: { port: number }) =>
      resolve({ url: `http://127.0.0.1:${message.port}`, stop: () => stopChild(child) }),
    );
    child.send({ bodies });
  });
}

export interface TransactionFigures {
  ok: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** Quantile q of ascending samples (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * The machine's ceiling for a spin: the claim transaction alone through postgres.js (BEGIN; lock the
 * game row; insert the claim; advance the game; COMMIT) on scratch tables, `connections` at a time,
 * one transaction per game of `gameOf(k)` for k < total, like the product's spins.
 */
export async function bareClaimTransactions(
  sql: postgres.Sql,
  connections: number,
  total: number,
  games: number,
): Promise<TransactionFigures> {
  await sql`CREATE TABLE IF NOT EXISTS bench_ceiling_games (id int PRIMARY KEY, claimed int NOT NULL)`;
  await sql`CREATE TABLE IF NOT EXISTS bench_ceiling_claims (game_id int, number int, user_id int,
    at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (game_id, number))`;
  await sql`TRUNCATE bench_ceiling_games, bench_ceiling_claims`;
  await sql`INSERT INTO bench_ceiling_games SELECT g, 0 FROM generate_series(1, ${games}::int) AS g`;
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let k = next++; k < total; k = next++) {
        const game = (k % games) + 1;
        const start = performance.now();
        await sql.begin(async (tx) => {
          const [row] = await tx<{ claimed: number }[]>`
            SELECT claimed FROM bench_ceiling_games WHERE id = ${game} FOR UPDATE`;
          const number = (row?.claimed ?? 0) + 1;
          await tx`INSERT INTO bench_ceiling_claims (game_id, number, user_id) VALUES (${game}, ${number}, ${k})`;
          await tx`UPDATE bench_ceiling_games SET claimed = ${number} WHERE id = ${game}`;
        });
        samples.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    ok: samples.length,
    requestsPerSecond: samples.length / seconds,
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
  };
}
