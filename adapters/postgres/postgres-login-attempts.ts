import type { LoginAttempt, LoginAttempts } from '../../application/ports/login-attempts';
import type { Queryable } from './queryable';

export class PostgresLoginAttempts implements LoginAttempts {
  constructor(private readonly sql: Queryable) {}

  async add(attempt: LoginAttempt, since: Date): Promise<number[]> {
    const keys = [...new Set(attempt.keys)];
    if (keys.length === 0) return [];
    // Autocommitted before counting, so two concurrent attempts each see the other or come after it.
    const rows = keys.map((key) => ({ attempt_id: attempt.id, key, attempted_at: attempt.at }));
    await this.sql`INSERT INTO login_attempts ${this.sql(rows, 'attempt_id', 'key', 'attempted_at')}`;
    await this.sql`DELETE FROM login_attempts WHERE attempted_at <= ${since}`;
    return this.count(attempt.keys, since);
  }

  async count(keys: readonly string[], since: Date): Promise<number[]> {
    if (keys.length === 0) return [];
    const found = await this.sql<{ key: string; count: number }[]>`
      SELECT key, count(*)::int AS count FROM login_attempts
      WHERE key IN ${this.sql([...new Set(keys)])} AND attempted_at > ${since}
      GROUP BY key`;
    const counts = new Map(found.map((row) => [row.key, row.count]));
    return keys.map((key) => counts.get(key) ?? 0);
  }

  async remove(id: string): Promise<void> {
    await this.sql`DELETE FROM login_attempts WHERE attempt_id = ${id}::uuid`;
  }

  async clear(key: string): Promise<void> {
    await this.sql`DELETE FROM login_attempts WHERE key = ${key}`;
  }
}
