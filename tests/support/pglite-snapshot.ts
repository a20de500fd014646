import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { connectEmbedded } from '../../adapters/postgres/database';
import { startEmbeddedPglite } from '../../adapters/postgres/embedded-pglite';
import { migrate } from '../../adapters/postgres/migrate';

const root = resolve(import.meta.dirname, '../..');
const schemaDirs = ['adapters/postgres/migrations', 'adapters/postgres/functions'].map((dir) =>
  join(root, dir),
);
const cacheDir = join(root, 'node_modules/.cache/prize-wheel');

/**
 * A fresh PGlite runs initdb (~4 s); loading a dumped data dir takes ~0.5 s. So the migrated empty
 * database is dumped once and cached under node_modules/.cache, keyed by the migrations, the database
 * functions and the PGlite version, and every test database starts from it.
 */
export async function ensurePgliteSnapshot(): Promise<string> {
  const file = join(cacheDir, `pglite-${await snapshotKey()}.tar`);
  if (await stat(file).catch(() => null)) return file;
  const embedded = await startEmbeddedPglite({});
  const { sql, close } = connectEmbedded(embedded);
  try {
    await migrate(sql);
    const dump = await embedded.db.dumpDataDir('none');
    await mkdir(cacheDir, { recursive: true });
    // Written aside then renamed, so a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return file;
  } finally {
    await close();
  }
}

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pkg = JSON.parse(
    await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  hash.update(String(pkg.version));
  for (const dir of schemaDirs) {
    for (const name of (await readdir(dir)).sort()) hash.update(name).update(await readFile(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
