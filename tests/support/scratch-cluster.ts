import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type postgres from 'postgres';
import { freePort, pgTool, postgresBinDir, scratchFolder } from '../../adapters/cli/drill/scratch-cluster';
import { connect } from '../../adapters/postgres/database';
import { migrate } from '../../adapters/postgres/migrate';

/** True when this machine can run scratch clusters (the restore drill's binaries, found the same way). */
export function scratchClustersAvailable(): boolean {
  try {
    postgresBinDir();
    return true;
  } catch {
    return false;
  }
}

/** One PostgreSQL server on a scratch data directory and a free port of the loopback interface. */
export interface ScratchServer {
  port: number;
  dataDir: string;
  /** A URL for `database` on it, as the superuser `postgres`. */
  url(database?: string): string;
  /** A fast shutdown, waited for. */
  stop(): Promise<void>;
  /** SIGKILL to the postmaster and its children, as when the machine dies: no shutdown, no WAL sent. */
  kill(): Promise<void>;
  /** Ends recovery (a standby becomes a primary) and waits until it takes writes. */
  promote(): Promise<void>;
}

/** A scratch directory the server's user may write. */
export async function scratchDir(prefix: string): Promise<string> {
  return (await scratchFolder(prefix)).path;
}

/**
 * Starts `postgres` on a data directory with extra settings on its command line (settings given
 * there are not copied by pg_basebackup, so a standby does not inherit its primary's).
 */
async function startServer(dataDir: string, settings: Record<string, string>): Promise<ScratchServer> {
  const port = await freePort();
  // A scratch cluster lives as long as its test: a SIGKILL loses nothing the operating system holds.
  const all = { fsync: 'off', ...settings, port: String(port), listen_addresses: '127.0.0.1' };
  const options = Object.entries(all)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  await pgTool('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start']);
  return {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => void (await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])),
    kill: () => killPostmaster(dataDir),
    promote: async () => void (await pgTool('pg_ctl', ['-D', dataDir, '-w', 'promote'])),
  };
}

/** The postmaster's pid is the first line of postmaster.pid; its children are the backends. */
async function killPostmaster(dataDir: string): Promise<void> {
  const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const family = [pid, ...childrenOf(pid)];
  for (const member of family) process.kill(member, 'SIGKILL');
  while (family.some(isAlive)) await new Promise((next) => setTimeout(next, 10));
}

/** The processes whose parent is `pid` (the fourth field of /proc/N/stat, after the name). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Alive: listed in /proc and not a zombie (state Z: dead, waiting to be reaped). */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** A fresh cluster (trust authentication on the loopback interface only), started. */
export async function startPrimary(dir: string, settings: Record<string, string> = {}) {
  const dataDir = join(dir, 'primary');
  await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  return startServer(dataDir, { wal_level: 'replica', max_wal_senders: '4', ...settings });
}

/**
 * A hot standby of `primary` from pg_basebackup -R (the replication settings written for it),
 * streaming under `name` (what synchronous_standby_names lists), started.
 */
export async function startStandby(
  dir: string,
  primary: ScratchServer,
  name: string,
): Promise<ScratchServer> {
  const dataDir = join(dir, name);
  const conninfo = `host=127.0.0.1 port=${primary.port} user=postgres application_name=${name}`;
  await pgTool('pg_basebackup', ['-d', conninfo, '-D', dataDir, '-R', '-X', 'stream', '--no-sync']);
  return startServer(dataDir, { hot_standby: 'on' });
}

/**
 * Resolves once `primary` counts `name` as its synchronous standby (it is, a moment after it caught
 * up): from then on a commit returns only once the standby has the transaction's WAL on disk.
 */
export async function synchronousStandby(primary: ScratchServer, name: string): Promise<void> {
  const sql = connect(primary.url(), { max: 1 });
  try {
    for (let polls = 0; polls < 200; polls++) {
      const [row] = await sql<{ sync_state: string }[]>`
        SELECT sync_state FROM pg_stat_replication WHERE application_name = ${name}`;
      if (row?.sync_state === 'sync') return;
      await new Promise((next) => setTimeout(next, 50));
    }
    throw new Error(`${name} did not become the synchronous standby within 10 s`);
  } finally {
    await sql.end();
  }
}

/** Stops what still runs (ignoring one that is already gone) and removes the directory. */
export async function removeScratch(dir: string, servers: readonly (ScratchServer | undefined)[]) {
  // Killed, or never started: nothing to stop.
  await Promise.all(servers.map((server) => server?.stop().catch(() => {})));
  rmSync(dir, { recursive: true, force: true });
}

/** Resolves once `standby` has replayed everything `primary` has written so far. */
export async function caughtUp(primary: postgres.Sql, standby: postgres.Sql): Promise<void> {
  const [position] = await primary<{ lsn: string }[]>`SELECT pg_current_wal_insert_lsn()::text AS lsn`;
  for (let polls = 0; polls < 500; polls++) {
    const [row] = await standby<{ done: boolean }[]>`
      SELECT coalesce(pg_last_wal_replay_lsn() >= ${String(position?.lsn)}::pg_lsn, false) AS done`;
    if (row?.done) return;
    await new Promise((next) => setTimeout(next, 20));
  }
  throw new Error('the standby did not replay the primary within 10 s');
}

/**
 * A primary with a streaming (not synchronous) hot standby in a new scratch directory, with the
 * `prize_wheel` database created and migrated on the primary and replayed by the standby. A set-up
 * that fails stops what it started and removes the directory.
 */
export async function startPrimaryWithStandby(prefix: string) {
  const dir = await scratchDir(prefix);
  const started: ScratchServer[] = [];
  try {
    const primary = await startPrimary(dir);
    started.push(primary);
    const standby = await startStandby(dir, primary, 'standby');
    started.push(standby);
    await withPrizeWheelReplayed(primary, standby);
    return { dir, primary, standby };
  } catch (error) {
    await removeScratch(dir, started);
    throw error;
  }
}

async function withPrizeWheelReplayed(primary: ScratchServer, standby: ScratchServer) {
  const admin = connect(primary.url(), { max: 1 });
  const standbyAdmin = connect(standby.url(), { max: 1 });
  const onPrimary = connect(primary.url('prize_wheel'), { max: 1 });
  try {
    await admin`CREATE DATABASE prize_wheel`;
    // The standby has the database before anything connects to it there.
    await caughtUp(admin, standbyAdmin);
    await migrate(onPrimary);
    await caughtUp(onPrimary, standbyAdmin);
  } finally {
    await Promise.all([admin.end(), standbyAdmin.end(), onPrimary.end()]);
  }
}
