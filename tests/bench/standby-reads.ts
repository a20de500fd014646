import type postgres from 'postgres';
import type { ReadRoute } from '../../adapters/persistence/public-reads';
import { connect } from '../../adapters/postgres/database';
import { migrate } from '../../adapters/postgres/migrate';
import { parsePrometheusText, valueOfSample } from '../support/prometheus-text';
import {
  removeScratch,
  type ScratchServer,
  scratchClustersAvailable,
  scratchDir,
  startPrimary,
  startStandby,
  synchronousStandby,
} from '../support/scratch-cluster';
import { adminCookie, createPaidGame } from './bench-admin';
import type { LoadGenerator } from './load';
import {
  READ_GAME_NUMBERS,
  READ_SECONDS,
  STANDBY_READ_CONNECTIONS,
  STANDBY_READ_WRITES_PER_SECOND,
} from './parameters';
import { formatTable } from './report';
import type { ServerProcess } from './server-process';

const ROUTES: readonly ReadRoute[] = [
  'standby',
  'primary',
  'primary_standby_behind',
  'primary_standby_unreachable',
];
const METRICS_TOKEN = 'bench-standby-reads-metrics-token';

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

interface StandbyReadsCase {
  name: string;
  connections: number;
  primaryOnly: Figures;
  withStandby: Figures;
}

export type StandbyReadsOutcome =
  | { ran: false; reason: string }
  | {
      ran: true;
      writesPerSecond: number;
      cases: StandbyReadsCase[];
      /** The reads computed from the database (cache misses) by route, per server. */
      routes: { primaryOnly: Record<ReadRoute, number>; withStandby: Record<ReadRoute, number> };
    };

/**
 * The game reads on a scratch primary and its synchronous hot standby, while another connection
 * changes the game STANDBY_READ_WRITES_PER_SECOND times a second (each change drops the cached
 * answers): once with the primary alone, once with DATABASE_READ_URL.
 */
export async function standbyReadsStep(
  load: LoadGenerator,
  start: (env: Record<string, string>) => Promise<ServerProcess>,
  stop: (server: ServerProcess) => Promise<void>,
): Promise<StandbyReadsOutcome> {
  if (!scratchClustersAvailable()) return { ran: false, reason: 'no PostgreSQL server binaries' };
  const dir = await scratchDir('prize-wheel-bench-standby-');
  let primary: ScratchServer | undefined;
  let standby: ScratchServer | undefined;
  try {
    primary = await startPrimary(dir, { synchronous_standby_names: 'standby', synchronous_commit: 'on' });
    standby = await startStandby(dir, primary, 'standby');
    await synchronousStandby(primary, 'standby');
    const sql = connect(primary.url(), { max: 2 });
    try {
      await migrate(sql);
      const env = { DATABASE_URL: primary.url(), METRICS_TOKEN };
      const readUrl = { DATABASE_READ_URL: standby.url() };
      let gameId = 0;
      const measure = async (extra: Record<string, string>) => {
        const server = await start({ ...env, ...extra });
        try {
          gameId ||= await createPaidGame(
            server.url,
            await adminCookie(server.url),
            'Standby',
            READ_GAME_NUMBERS,
          );
          return await measureServer(server.url, gameId, load, sql);
        } finally {
          await stop(server);
        }
      };
      const primaryOnly = await measure({});
      const withStandby = await measure(readUrl);
      return {
        ran: true,
        writesPerSecond: STANDBY_READ_WRITES_PER_SECOND,
        cases: primaryOnly.cases.map((c, i) => ({
          name: c.name,
          connections: c.connections,
          primaryOnly: c.figures,
          withStandby: withStandby.cases[i]?.figures ?? { requestsPerSecond: 0, p50: 0, p99: 0 },
        })),
        routes: { primaryOnly: primaryOnly.routes, withStandby: withStandby.routes },
      };
    } finally {
      await sql.end({ timeout: 5 });
    }
  } finally {
    await removeScratch(dir, [primary, standby]);
  }
}

async function measureServer(url: string, gameId: number, load: LoadGenerator, sql: postgres.Sql) {
  const paths = {
    'GET /api/games': '/api/games',
    'GET /api/games/{id}': `/api/games/${gameId}`,
    'GET available-numbers': `/api/games/${gameId}/available-numbers`,
  };
  await load.one({ kind: 'get', url, path: paths['GET /api/games'], connections: 10, seconds: 1 });
  const writer = changeTheGame(sql, gameId);
  const cases = [];
  try {
    for (const [name, path] of Object.entries(paths)) {
      for (const connections of STANDBY_READ_CONNECTIONS) {
        const r = await load.one({ kind: 'get', url, path, connections, seconds: READ_SECONDS });
        if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        cases.push({
          name,
          connections,
          figures: { requestsPerSecond: r.requestsPerSecond, p50: r.p50, p99: r.p99 },
        });
      }
    }
  } finally {
    await writer.stop();
  }
  const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const exposition = parsePrometheusText(await metrics.text());
  const routes = Object.fromEntries(
    ROUTES.map((route) => [route, valueOfSample(exposition, 'prizewheel_public_reads_total', { route })]),
  ) as Record<ReadRoute, number>;
  return { cases, routes };
}

/** Another process's writes: the game's row updated at a steady rate (its trigger notifies the servers). */
function changeTheGame(sql: postgres.Sql, gameId: number): { stop(): Promise<void> } {
  let running = true;
  const everyMs = 1_000 / STANDBY_READ_WRITES_PER_SECOND;
  const loop = (async () => {
    while (running) {
      const next = performance.now() + everyMs;
      await sql`UPDATE games SET name = name WHERE id = ${gameId}`;
      await new Promise((done) => setTimeout(done, Math.max(0, next - performance.now())));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** The figures missing from a run of the step: a case without answers, or no read on the standby. */
export function standbyReadsMisses(outcome: StandbyReadsOutcome): string[] {
  if (!outcome.ran) return [];
  const misses = outcome.cases
    .filter((c) => !(c.primaryOnly.requestsPerSecond > 0 && c.withStandby.requestsPerSecond > 0))
    .map((c) => `standby reads: ${c.name} at ${c.connections} connections not measured`);
  if (!(outcome.routes.withStandby.standby > 0)) misses.push('standby reads: no read served by the standby');
  return misses;
}

export function standbyReadsText(outcome: StandbyReadsOutcome): string {
  if (!outcome.ran) return `reads with a standby: skipped (${outcome.reason})`;
  const f = ({ requestsPerSecond, p50, p99 }: Figures) =>
    `${requestsPerSecond.toFixed(0)}/s, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`;
  const rows = outcome.cases.map((c) => [c.name, String(c.connections), f(c.primaryOnly), f(c.withStandby)]);
  const routes = (r: Record<ReadRoute, number>) =>
    ROUTES.filter((route) => r[route] > 0)
      .map((route) => `${route} ${r[route]}`)
      .join(', ') || 'none';
  return [
    `reads with and without a standby (DATABASE_READ_URL), the game changed ${outcome.writesPerSecond} times a second:`,
    formatTable(['case', 'conn', 'primary alone', 'with the standby'], rows),
    `reads computed (cache misses), by route: primary alone: ${routes(outcome.routes.primaryOnly)};` +
      ` with the standby: ${routes(outcome.routes.withStandby)}`,
  ].join('\n');
}
