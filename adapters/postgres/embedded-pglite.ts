import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPglite {
  db: PGlite;
  host: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly, running inside this process: `npm start` needs no
 * database server, yet runs the same SQL and migrations as production. It is served over a local
 * socket so the one postgres.js code path serves both.
 *
 * dataDir persists the database (its files live in dataDir/pglite); without it the database lives
 * in memory, optionally loaded from a dumped data dir (tests start from a migrated snapshot).
 */
export async function startEmbeddedPglite(options: {
  dataDir?: string;
  snapshot?: Blob;
}): Promise<EmbeddedPglite> {
  const release = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  try {
    const db = await PGlite.create({
      // Trigram indexes for the Users tab's contains-search (users_directory_search_trgm_idx).
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    });
    // PGlite has a single backend session; the server multiplexes, but postgres.js keeps max: 1.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    const port = Number(server.getServerConn().split(':')[1]);
    return {
      db,
      host: '127.0.0.1',
      port,
      async stop() {
        await server.stop();
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Two processes must never open one PGlite data dir (each would keep its own copy in memory and
 * overwrite the other's files). A pid file guards it; a file left by a crashed process is stale
 * and is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'pglite.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(`The database in ${dataDir} is in use by process ${owner}; stop it or set DATA_DIR.`);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
