import type { DatabaseHealth } from '../../application/ports/database-health';
import type { Queryable } from './queryable';

/** `select 1`, given up after the timeout (a pool waiting for a dead server never answers). */
export class PostgresDatabaseHealth implements DatabaseHealth {
  constructor(private readonly sql: Queryable) {}

  async ping(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`database did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([this.sql`SELECT 1`, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
