import type postgres from 'postgres';
import type { PublicReads, ReadRoute } from '../persistence/public-reads';
import type { Repositories } from '../persistence/repositories';
import { postgresRepositories } from './shared/postgres-unit-of-work';

/** How long a read waits for the standby to replay what the primary had; then the primary answers. */
const STANDBY_CATCH_UP_MS = 50;
/** Between two looks at the standby's replay position (PostgreSQL tells no one when it advances). */
const CATCH_UP_POLL_MS = 2;
/** After the standby failed a read, the primary answers alone this long before the standby is tried again. */
const STANDBY_RETRY_MS = 5_000;

/**
 * The shared public reads on a hot standby (DATABASE_READ_URL), fresh as the primary: docs/rules/
 * operations.md, Reads on the standby. Each read first takes the primary's WAL flush position (it
 * covers every transaction committed before the read began: with synchronous_commit on, a commit is
 * flushed before anyone hears of it; the insert position would also wait, up to wal_writer_delay, for
 * WAL no commit needs), then runs on one standby connection once that standby has replayed that far.
 * A standby still behind after STANDBY_CATCH_UP_MS (or not a standby: a server in no recovery
 * replays nothing) leaves the read to the primary; one that fails is left alone for STANDBY_RETRY_MS.
 */
export class StandbyReads implements PublicReads {
  private readonly onPrimary: Repositories;
  private readonly listeners: ((route: ReadRoute) => void)[] = [];
  private standbyDownUntil = 0;

  constructor(
    private readonly primary: postgres.Sql,
    private readonly standby: postgres.Sql,
  ) {
    this.onPrimary = postgresRepositories(primary);
  }

  observe(listener: (route: ReadRoute) => void): void {
    this.listeners.push(listener);
  }

  async run<T>(read: (stores: Repositories) => Promise<T>): Promise<T> {
    let route: ReadRoute = 'primary_standby_unreachable';
    if (Date.now() >= this.standbyDownUntil) {
      const [position] = await this.primary<{ lsn: string }[]>`
        SELECT pg_current_wal_flush_lsn()::text AS lsn`;
      const answer = await this.onStandby(String(position?.lsn), read);
      if (answer.served) {
        this.tell('standby');
        return answer.value;
      }
      route = answer.route;
    }
    this.tell(route);
    return read(this.onPrimary);
  }

  private async onStandby<T>(
    lsn: string,
    read: (stores: Repositories) => Promise<T>,
  ): Promise<{ served: true; value: T } | { served: false; route: ReadRoute }> {
    let connection: postgres.ReservedSql | undefined;
    try {
      // One connection for the check and the read: a URL of several standbys may hold different ones.
      connection = await this.standby.reserve();
      if (!(await caughtUp(connection, lsn))) return { served: false, route: 'primary_standby_behind' };
      return { served: true, value: await read(postgresRepositories(connection)) };
    } catch {
      this.standbyDownUntil = Date.now() + STANDBY_RETRY_MS;
      return { served: false, route: 'primary_standby_unreachable' };
    } finally {
      connection?.release();
    }
  }

  private tell(route: ReadRoute): void {
    for (const listener of this.listeners) listener(route);
  }
}

/** Whether the standby has replayed up to `lsn`, waiting up to STANDBY_CATCH_UP_MS for it. */
async function caughtUp(connection: postgres.ReservedSql, lsn: string): Promise<boolean> {
  const deadline = Date.now() + STANDBY_CATCH_UP_MS;
  for (;;) {
    const [row] = await connection<{ fresh: boolean }[]>`
      SELECT coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, false) AS fresh`;
    if (row?.fresh) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((next) => setTimeout(next, CATCH_UP_POLL_MS));
  }
}
