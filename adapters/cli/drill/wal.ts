import { readFile } from 'node:fs/promises';
import type postgres from 'postgres';
import { connect } from '../../postgres/database';
import type { ScratchCluster } from './scratch-cluster';

const WAIT_MS = 60_000;
const POLL_MS = 100;

/** Asks `ready` every POLL_MS until it answers true; throws `why()` after WAIT_MS. */
async function poll(ready: () => Promise<boolean>, why: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(await why());
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Until the archiver has copied the WAL file `wal` (or a later one) to the archive. */
export async function untilArchived(sql: postgres.Sql, wal: string): Promise<void> {
  const archived = async () => {
    const [row] = await sql<{ last: string | null; failed: string | null }[]>`
      SELECT last_archived_wal AS last, last_failed_wal AS failed FROM pg_stat_archiver`;
    return row ?? { last: null, failed: null };
  };
  await poll(
    async () => ((await archived()).last ?? '') >= wal,
    async () => `WAL file ${wal} was not archived (last failed: ${(await archived()).failed ?? 'none'})`,
  );
}

/** Until the restored cluster has reached its recovery target and left recovery. */
export async function untilPromoted(cluster: ScratchCluster): Promise<void> {
  const sql = connect(cluster.url(), { max: 1 });
  try {
    await poll(
      async () => {
        const [row] = await sql<{ recovering: boolean }[]>`SELECT pg_is_in_recovery() AS recovering`;
        return row?.recovering === false;
      },
      async () => {
        const log = await readFile(`${cluster.dir}.log`, 'utf8').catch(() => '');
        return `the restored cluster did not leave recovery:\n${log.split('\n').slice(-15).join('\n')}`;
      },
    );
  } finally {
    await sql.end();
  }
}
