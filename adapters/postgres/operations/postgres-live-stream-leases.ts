import type {
  LiveStreamLeases,
  StreamCaps,
  StreamLease,
} from '../../../application/operations/ports/live-stream-leases';
import type { Queryable } from '../queryable';

/** Leases in live_stream_leases (taken by live_stream_take, functions/live-stream-take.sql), shared by every server process. */
export class PostgresLiveStreamLeases implements LiveStreamLeases {
  constructor(private readonly sql: Queryable) {}

  async take(lease: StreamLease, caps: StreamCaps, now: Date, expiresAt: Date) {
    const [row] = await this.sql<{ taken: 'taken' | 'address' | 'session' }[]>`
      SELECT live_stream_take(${lease.id}, ${lease.address}, ${lease.session}, ${caps.perAddress},
        ${caps.perSession}, ${now}, ${expiresAt}) AS taken`;
    if (!row) throw new Error('live_stream_take returned no row');
    return row.taken;
  }

  async renew(ids: readonly string[], now: Date, expiresAt: Date): Promise<void> {
    if (ids.length > 0)
      await this.sql`UPDATE live_stream_leases SET expires_at = ${expiresAt} WHERE id = ANY(${ids}::uuid[])`;
    await this.sql`DELETE FROM live_stream_leases WHERE expires_at <= ${now}`;
  }

  async release(id: string): Promise<void> {
    await this.sql`DELETE FROM live_stream_leases WHERE id = ${id}`;
  }
}
