import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureClientBuilt } from '../../adapters/build/client-build';
import { ensureServerBuilt } from '../../adapters/build/fresh-builds.mjs';
import { type AuditPackOutcome, auditPackStep } from './audit-pack';
import { adminCookie, adminEnv, createPaidGame } from './bench-admin';
import { createBenchDatabase, openCeilingSql } from './bench-database';
import { clientBudgets } from './client-budgets';
import { type LighthouseOutcome, runLighthouse } from './lighthouse';
import { lighthousePages } from './lighthouse-targets';
import { type LiveLatency, measureLiveLatency } from './live-latency';
import { LoadGenerator } from './load';
import { untilMachineAtRest } from './machine-at-rest';
import {
  AUDIT_PACK_ENTRIES,
  CEILING_POOL,
  HOT_GAME_NUMBERS,
  LIVE_SAMPLES,
  READ_GAME_NUMBERS,
  RUSH_NUMBERS,
  RUSH_PLAYERS,
  TEN_GAMES_NUMBERS,
  TWO_PROCESS_GAME_NUMBERS,
} from './parameters';
import { readCases } from './read-cases';
import { type BenchResults, formatResults, machine, missedTargets } from './results';
import { type RushOutcome, rush } from './rush';
import { seedPlayers } from './seed-players';
import { selectedSteps } from './selection';
import { type ServerProcess, startServerProcess } from './server-process';
import { spinCases } from './spin-cases';
import { type StandbyReadsOutcome, standbyReadsStep } from './standby-reads';
import { targetFigures } from './targets';
import { twoProcesses } from './two-processes';
import { loadUsersListModule, runUsersList, type UsersListOutcome } from './users-list-step';

/**
 * `npm run bench` (`-- --embedded` for PGlite): the real server as a child process on a database of
 * its own, driven over HTTP by autocannon from another process, each figure beside the machine's
 * ceiling for the same work in the same run. Prints the tables and writes bench/results.json.
 */
const root = resolve(import.meta.dirname, '../..');
const embedded = process.argv.includes('--embedded');
/** `--only reads,users-list,...` (selection.ts): the steps to run; the others are reported skipped. */
const steps = selectedSteps(process.argv);
const notSelected = 'not selected (--only)';
const started = performance.now();
const step = (text: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${text}`);

await ensureClientBuilt(root);
// The server as `npm start` runs it: compiled once here, before any of the processes below starts.
ensureServerBuilt(root);
const client = clientBudgets(join(root, 'dist/client'));
const database = await createBenchDatabase(embedded);
const load = LoadGenerator.start();
const servers: ServerProcess[] = [];
const startServer = async (env: Record<string, string> = {}) => {
  const server = await startServerProcess(root, { ...database.serverEnv, ...adminEnv(), ...env });
  servers.push(server);
  return server;
};
/** An optional step's failure is reported in its place; the run still prints everything else. */
const failed = (error: unknown) => (error instanceof Error ? error.message : String(error));
const stopServer = async (server: ServerProcess) => {
  servers.splice(servers.indexOf(server), 1);
  await server.stop();
};
/** Stops every child and drops the database, once: at the end, or on Ctrl-C. */
let cleaning: Promise<void> | null = null;
const cleanUp = () => {
  cleaning ??= (async () => {
    for (const server of [...servers]) await server.stop();
    await load.stop();
    await database.drop();
  })();
  return cleaning;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}
try {
  const players = Math.max(
    ...Object.values(HOT_GAME_NUMBERS),
    ...Object.values(TEN_GAMES_NUMBERS),
    TWO_PROCESS_GAME_NUMBERS,
    LIVE_SAMPLES,
    steps.has('rush') ? RUSH_PLAYERS : 0,
    steps.has('audit-pack') ? AUDIT_PACK_ENTRIES : 0,
  );
  step(`seeding ${players} players with sessions and cards (${database.kind})`);
  const [cookies, databaseVersion] = await database.withSql(async (sql) => {
    const [row] = await sql<{ server_version: string }[]>`SHOW server_version`;
    return [await seedPlayers(sql, players, 'bench'), row?.server_version ?? 'unknown'] as const;
  });
  let a = await startServer();
  const admin = await adminCookie(a.url);
  let reads: BenchResults['reads'] = [];
  if (steps.has('reads')) {
    step('reads');
    const readGame = await createPaidGame(a.url, admin, 'Bench reads', READ_GAME_NUMBERS);
    reads = await readCases(a.url, readGame, load);
  }
  let standbyReads: StandbyReadsOutcome = { ran: false, reason: notSelected };
  if (steps.has('standby-reads')) {
    step('reads with and without a standby');
    standbyReads = await standbyReadsStep(load, startServer, stopServer).catch(
      (error): StandbyReadsOutcome => ({ ran: false, reason: `failed: ${failed(error)}` }),
    );
  }
  let spins: BenchResults['spins'] = [];
  if (steps.has('spins')) {
    step('paid spins');
    const ceiling = await openCeilingSql(database, CEILING_POOL);
    spins = await spinCases({ url: a.url, admin, pid: a.child.pid }, cookies, load, ceiling.sql).finally(() =>
      ceiling.close(),
    );
  }
  let two: BenchResults['twoProcesses'] = { skipped: 'the embedded database serves one process' };
  let live: LiveLatency = { available: false, reason: 'needs two server processes on PostgreSQL' };
  if (!steps.has('two-processes')) {
    two = { skipped: notSelected };
    live = { available: false, reason: notSelected };
  } else if (!embedded) {
    step('two server processes');
    const b = await startServer();
    const oneProcess = spins.find((row) => row.connections === 50 && row.name.includes('10 games'));
    two = await database.withSql((sql) =>
      twoProcesses(
        { url: a.url, admin },
        b.url,
        cookies,
        load,
        sql,
        oneProcess?.product.requestsPerSecond ?? 0,
      ),
    );
    const liveGame = await createPaidGame(a.url, admin, 'Bench live', LIVE_SAMPLES);
    live = await measureLiveLatency(a.url, b.url, liveGame, cookies.slice(0, LIVE_SAMPLES));
    await stopServer(b);
  }
  let lighthouse: LighthouseOutcome = { ran: false, reason: notSelected };
  if (steps.has('lighthouse')) {
    step('Lighthouse');
    // The pages a first visit lands on: the landing page, the lobby, How to Play and a game's page.
    const gamePage = await createPaidGame(a.url, admin, 'Bench game page', READ_GAME_NUMBERS);
    // The spins leave work behind (their receipts rendered by the server's mail loop, the database's
    // clean-up): a page measured meanwhile shares the cores with it, so the step waits for quiet first.
    const before = await untilMachineAtRest();
    step(`machine at rest after ${before.waitedSeconds} s (CPU ${before.idlePercent} % idle)`);
    // LIGHTHOUSE_REPORT_DIR=<dir>: each run's full report is written there too (its audits: LCP element, long tasks).
    lighthouse = await runLighthouse(a.url, lighthousePages(gamePage), {
      before,
      reportDir: process.env.LIGHTHOUSE_REPORT_DIR,
    });
  }
  let auditPack: AuditPackOutcome = { ran: false, reason: notSelected };
  if (steps.has('audit-pack')) {
    step(`audit pack of a ${AUDIT_PACK_ENTRIES}-entry game`);
    auditPack = await auditPackStep({ url: a.url, admin }, cookies, load).catch(
      (error): AuditPackOutcome => ({ ran: false, reason: `failed: ${failed(error)}` }),
    );
  }
  let usersList: UsersListOutcome = { ran: false, reason: 'tests/bench/users-list.ts is not there yet' };
  const usersModule = await loadUsersListModule();
  if (!steps.has('users-list')) usersList = { ran: false, reason: notSelected };
  else if (usersModule) {
    step('users list');
    // The embedded database takes one process: the server stops while the players are seeded.
    if (embedded) await stopServer(a);
    usersList = await runUsersList(
      usersModule,
      (work) => database.withSql(work),
      async () => {
        if (embedded) a = await startServer();
        return { url: a.url, cookie: await adminCookie(a.url) };
      },
      load,
    ).catch((error): UsersListOutcome => ({ ran: false, reason: `failed: ${failed(error)}` }));
  }
  let rushOutcome: RushOutcome = { ran: false, reason: notSelected };
  if (steps.has('rush')) {
    step(`rush: ${RUSH_PLAYERS} players on one new ${RUSH_NUMBERS}-number game`);
    // Its own process, behind the proxy the per-address limits expect: each player its own address.
    if (servers.includes(a)) await stopServer(a);
    const r = await startServer({ TRUST_PROXY: '1' });
    try {
      const rushAdmin = await adminCookie(r.url);
      const gameId = await createPaidGame(r.url, rushAdmin, 'Bench rush', RUSH_NUMBERS);
      const figures = await rush(r.url, gameId, cookies, async () => {
        // The embedded database opens for the count only once the server let it go.
        if (embedded) await stopServer(r);
        return database.withSql(async (sql) => {
          const [row] = await sql<{ claims: number; twice: number }[]>`
            SELECT count(*)::int AS claims, (count(*) - count(DISTINCT number))::int AS twice
            FROM claims WHERE game_id = ${gameId} AND status <> 'released'`;
          return row ?? { claims: 0, twice: 0 };
        });
      });
      rushOutcome = { ran: true, ...figures };
    } catch (error) {
      rushOutcome = { ran: false, reason: `failed: ${failed(error)}` };
    } finally {
      if (servers.includes(r)) await stopServer(r);
    }
  }
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: machine(),
    database: database.kind,
    databaseVersion,
    seconds: (performance.now() - started) / 1000,
    client,
    reads,
    standbyReads,
    spins,
    twoProcesses: two,
    live,
    lighthouse,
    usersList,
    rush: rushOutcome,
    targets: targetFigures(spins, rushOutcome),
    auditPack,
    missedTargets: [],
  };
  results.missedTargets = missedTargets(results);
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${formatResults(results)}\n\nWritten to bench/results.json`);
} finally {
  await cleanUp();
}
