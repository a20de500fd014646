import type postgres from 'postgres';
import { createPaidGame } from './bench-admin';
import { bareClaimTransactions } from './ceilings';
import type { SpinCompared } from './cpu-report';
import type { LoadGenerator, LoadResult } from './load';
import {
  CONNECTIONS,
  HOT_GAME_NUMBERS,
  SPIN_TARGET,
  TEN_GAMES,
  TEN_GAMES_NUMBERS,
  WARM_UP_SPINS,
} from './parameters';
import { cpuOf } from './process-cpu';
import { compare } from './report';

export interface SpinServer {
  url: string;
  admin: string;
  /** The server's process id, for its CPU (process-cpu.ts); without it the server counts as rest. */
  pid?: number;
}

/** One spin per (player, game): player k / games, game k % games, so each game sells out exactly. */
export function spinPairs(cookies: string[], gameIds: number[], perGame: number) {
  if (cookies.length < perGame) throw new Error(`${perGame} players needed, ${cookies.length} seeded`);
  return Array.from({ length: perGame * gameIds.length }, (_, k) => ({
    cookie: cookies[Math.floor(k / gameIds.length)] as string,
    gameId: gameIds[k % gameIds.length] as number,
  }));
}

export async function createGames(server: SpinServer, name: string, count: number, numbers: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push(await createPaidGame(server.url, server.admin, `${name} ${i + 1}`, numbers));
  return ids;
}

/** Every spin must have claimed a number: anything else means the games did not sell out. */
export function expectSoldOut(name: string, result: LoadResult, spins: number) {
  if (result.ok !== spins) {
    throw new Error(
      `${name}: ${result.ok} of ${spins} spins succeeded (${JSON.stringify(result.statusCodes)})`,
    );
  }
}

/** Sells out one small game on a fresh server, unmeasured: its first spins pay for JIT and pool. */
export async function warmUpSpins(server: SpinServer, cookies: string[], load: LoadGenerator) {
  const ids = await createGames(server, 'Bench warm-up', 1, WARM_UP_SPINS);
  const pairs = spinPairs(cookies, ids, WARM_UP_SPINS);
  expectSoldOut(
    'warm-up spins',
    await load.one({ kind: 'spins', url: server.url, connections: 10, pairs }),
    pairs.length,
  );
}

/**
 * Paid spins through the payment simulator until the games sell out, on one hot game and on 10
 * games, at each connection count; each beside the bare claim transaction on the same layout.
 */
export async function spinCases(
  server: SpinServer,
  cookies: string[],
  load: LoadGenerator,
  ceilingSql: postgres.Sql,
): Promise<SpinCompared[]> {
  await warmUpSpins(server, cookies, load);
  const rows: SpinCompared[] = [];
  const known = {
    server: server.pid === undefined ? [] : [server.pid],
    load: load.pid,
    // Another session's backends on a shared PostgreSQL count as rest, not as this database's.
    database: ceilingSql.options.database,
  };
  for (const connections of CONNECTIONS) {
    const layouts = [
      { name: 'paid spins, 1 hot game', games: 1, numbers: HOT_GAME_NUMBERS[connections] ?? 100 },
      {
        name: `paid spins, ${TEN_GAMES} games`,
        games: TEN_GAMES,
        numbers: TEN_GAMES_NUMBERS[connections] ?? 10,
      },
    ];
    for (const layout of layouts) {
      const ids = await createGames(server, `Bench ${connections}c`, layout.games, layout.numbers);
      const pairs = spinPairs(cookies, ids, layout.numbers);
      const spun = await cpuOf(
        known,
        (r) => r.ok,
        () => load.one({ kind: 'spins', url: server.url, connections, pairs }),
      );
      expectSoldOut(layout.name, spun.result, pairs.length);
      const bare = await cpuOf(
        known,
        (r) => r.ok,
        () => bareClaimTransactions(ceilingSql, connections, pairs.length, layout.games),
      );
      rows.push({
        ...compare(layout.name, connections, spun.result, bare.result, SPIN_TARGET),
        cpu: spun.cpu && bare.cpu ? { product: spun.cpu, ceiling: bare.cpu } : null,
      });
    }
  }
  return rows;
}
