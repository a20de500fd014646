import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Throw-away PostgreSQL clusters for the restore drill: initdb in a temporary folder, started by
 * pg_ctl on a free port of 127.0.0.1 (no Unix socket), never the machine's own service. PostgreSQL
 * refuses to run as root, so under root the binaries run as the `postgres` account, which owns the folder.
 */
export interface ScratchCluster {
  dir: string;
  port: number;
  url(database?: string): string;
  stop(): Promise<void>;
}

/** The server binaries: PG_BINDIR, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BINDIR) return env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error('PostgreSQL server binaries not found: install postgresql or set PG_BINDIR');
  return join(root, versions[0], 'bin');
}

async function runAs(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
  );
  return { uid: uid as number, gid: gid as number };
}

/** Runs one of the PostgreSQL binaries (as `postgres` under root); its output on failure. */
export async function pgTool(tool: string, args: string[]): Promise<string> {
  const user = await runAs();
  try {
    const { stdout } = await run(join(postgresBinDir(), tool), args, {
      ...(user ?? {}),
      cwd: tmpdir(),
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
  }
}

/** A new temporary folder the PostgreSQL binaries may write in; `remove()` deletes it. */
export async function scratchFolder(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  await giveToPostgres(path);
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** A folder (made if missing, mode 0700 as a data directory must be) owned by the account the binaries run as. */
export async function giveToPostgres(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  const user = await runAs();
  if (user) await chown(path, user.uid, user.gid);
}

/** A free TCP port on the loopback interface, for a child that must be told its port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Settings appended to the cluster's postgresql.conf (later lines win over earlier ones). */
export async function configure(dir: string, settings: Record<string, string | number>): Promise<void> {
  const lines = Object.entries(settings).map(([name, value]) =>
    typeof value === 'number' ? `${name} = ${value}` : `${name} = '${value.replaceAll("'", "''")}'`,
  );
  await appendFile(join(dir, 'postgresql.conf'), `\n${lines.join('\n')}\n`);
}

/** initdb into dir: superuser `postgres`, trusted only from 127.0.0.1 (a scratch cluster). */
export async function initCluster(
  dir: string,
  settings: Record<string, string | number> = {},
): Promise<void> {
  await giveToPostgres(dir);
  await pgTool('initdb', [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '-N',
  ]);
  await configure(dir, { listen_addresses: '127.0.0.1', unix_socket_directories: '', ...settings });
}

/**
 * Starts the cluster of dir on a free port and waits until it accepts connections (a cluster in
 * recovery: until it is consistent; `waitForPromotion` waits until it is out of recovery).
 */
export async function startCluster(dir: string): Promise<ScratchCluster> {
  const port = await freePort();
  const log = `${dir}.log`;
  try {
    await pgTool('pg_ctl', ['start', '-w', '-t', '60', '-D', dir, '-l', log, '-o', `-p ${port}`]);
  } catch (error) {
    const tail = (await readFile(log, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    dir,
    port,
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pgTool('pg_ctl', ['stop', '-w', '-t', '60', '-m', 'fast', '-D', dir]);
    },
  };
}

/** pg_basebackup of a running cluster into dir (plain format, with the WAL it needs, fast checkpoint). */
export async function baseBackup(cluster: ScratchCluster, dir: string): Promise<void> {
  await giveToPostgres(dir);
  await pgTool('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(cluster.port),
    '-U',
    'postgres',
    '-D',
    dir,
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ]);
}
