import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type postgres from 'postgres';
import type { LoadGenerator } from './load';
import {
  USERS_LIST_CONNECTIONS,
  USERS_LIST_P99_BUDGET_MS,
  USERS_LIST_PLAYERS,
  USERS_LIST_SECONDS,
  USERS_LIST_TARGET_CONNECTIONS,
} from './parameters';

/** What tests/bench/users-list.ts (the Users tab's list) exports. */
interface UsersListModule {
  seedBenchPlayers(sql: postgres.Sql, count: number): Promise<unknown>;
  USERS_LIST_CASES: { name: string; path: string }[];
}

export type UsersListOutcome =
  | { ran: false; reason: string }
  | { ran: true; players: number; cases: UsersListCase[] };

interface UsersListCase {
  name: string;
  path: string;
  connections: number;
  /** Successful answers in the case's seconds, and every status seen. */
  answers: number;
  statusCodes: Record<string, number>;
  p50: number;
  p99: number;
  /** p99 within the budget. */
  ok: boolean;
  /** Whether the budget is a target at this connection count (else the figure is only reported). */
  target: boolean;
}

export async function loadUsersListModule(): Promise<UsersListModule | null> {
  const path = join(import.meta.dirname, 'users-list.ts');
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as UsersListModule;
}

/**
 * The back office's users list on 100,000 players: each admin GET case of the module at 1, 10 and 50
 * connections with an administrator's cookie, against the 100 ms p99 budget (a target at 10
 * connections, reported at the others). `seed` runs the
 * module's seeding on the bench database; `serverUrl` and `adminCookie` come after it.
 */
export async function runUsersList(
  module: UsersListModule,
  seed: (work: (sql: postgres.Sql) => Promise<unknown>) => Promise<unknown>,
  server: () => Promise<{ url: string; cookie: string }>,
  load: LoadGenerator,
): Promise<UsersListOutcome> {
  await seed((sql) => module.seedBenchPlayers(sql, USERS_LIST_PLAYERS));
  const { url, cookie } = await server();
  const cases = [];
  for (const connections of USERS_LIST_CONNECTIONS) {
    for (const { name, path } of module.USERS_LIST_CASES) {
      const result = await load.one({
        kind: 'get',
        url,
        path,
        connections,
        seconds: USERS_LIST_SECONDS,
        headers: { cookie, origin: url },
      });
      // No successful answer within the case's seconds counts as over budget, with what came back.
      const answered = result.ok > 0;
      cases.push({
        name,
        path,
        connections,
        answers: result.ok,
        statusCodes: result.statusCodes,
        p50: answered ? result.p50 : Number.POSITIVE_INFINITY,
        p99: answered ? result.p99 : Number.POSITIVE_INFINITY,
        ok: answered && result.p99 < USERS_LIST_P99_BUDGET_MS,
        target: connections === USERS_LIST_TARGET_CONNECTIONS,
      });
    }
  }
  return { ran: true, players: USERS_LIST_PLAYERS, cases };
}
