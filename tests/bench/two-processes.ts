import type postgres from 'postgres';
import type { LoadGenerator } from './load';
import { TEN_GAMES, TWO_PROCESS_CONNECTIONS, TWO_PROCESS_GAME_NUMBERS } from './parameters';
import { createGames, expectSoldOut, type SpinServer, spinPairs, warmUpSpins } from './spin-cases';

export interface TwoProcessFigures {
  connections: number;
  spins: number;
  requestsPerSecond: number;
  p99: number;
  /** Spins/s of one process on the same layout (10 games) at the same connections, this run. */
  oneProcessRequestsPerSecond: number;
  faster: boolean;
  /** Numbers held by two live claims at once (must be 0). */
  doubleClaims: number;
  /** Games whose spin numbers are not exactly 1..n (must be 0). */
  spinNumberGaps: number;
}

/**
 * Two server processes on one PostgreSQL database: 10 games sold out by spins spread over both
 * (every other spin to each, half the connections each, at once, after warming B up), then the database is asked
 * whether any number was claimed twice and whether each game's spin numbers run 1..n.
 */
export async function twoProcesses(
  a: SpinServer,
  b: string,
  cookies: string[],
  load: LoadGenerator,
  sql: postgres.Sql,
  oneProcessRequestsPerSecond: number,
): Promise<TwoProcessFigures> {
  // B is a fresh process: warm it up like A was before its figures.
  await warmUpSpins({ url: b, admin: a.admin }, cookies, load);
  const ids = await createGames(a, 'Bench two processes', TEN_GAMES, TWO_PROCESS_GAME_NUMBERS);
  const pairs = spinPairs(cookies, ids, TWO_PROCESS_GAME_NUMBERS);
  const half = TWO_PROCESS_CONNECTIONS / 2;
  const [onA, onB] = await load.run(
    { kind: 'spins', url: a.url, connections: half, pairs: pairs.filter((_, k) => k % 2 === 0) },
    { kind: 'spins', url: b, connections: half, pairs: pairs.filter((_, k) => k % 2 === 1) },
  );
  if (!onA || !onB) throw new Error('the load process answered no result');
  expectSoldOut('two processes, server A', onA, Math.ceil(pairs.length / 2));
  expectSoldOut('two processes, server B', onB, Math.floor(pairs.length / 2));
  const [doubles] = await sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM (
      SELECT game_id, number FROM claims WHERE status <> 'released'
      GROUP BY game_id, number HAVING count(*) > 1) AS twice`;
  const [gaps] = await sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM (
      SELECT game_id FROM claims WHERE game_id = ANY(${ids}::bigint[]) AND spin IS NOT NULL
      GROUP BY game_id HAVING count(DISTINCT spin) <> count(*) OR max(spin) <> count(*)) AS gapped`;
  // Two closed loops at once: their rates add up (each by Little's law, load-process.mjs).
  const requestsPerSecond = onA.requestsPerSecond + onB.requestsPerSecond;
  return {
    connections: TWO_PROCESS_CONNECTIONS,
    spins: onA.ok + onB.ok,
    requestsPerSecond,
    p99: Math.max(onA.p99, onB.p99),
    oneProcessRequestsPerSecond,
    faster: requestsPerSecond > oneProcessRequestsPerSecond,
    doubleClaims: doubles?.count ?? 0,
    spinNumberGaps: gaps?.count ?? 0,
  };
}
