import type { LoginAttempts, ThrottleCounter } from '../../../application/shared/ports/login-attempts';
import type { CounterWindow } from '../../../domain/accounts/login-throttle-policy';
import type { Queryable } from '../queryable';

/** The address's ceiling over every account is stored under account '' in login_throttle. */
const columnsOf = ({ scope, account, address }: ThrottleCounter) => ({
  scope,
  account: account ?? '',
  address,
});

/** Counters in login_throttle, shared by every server process; each call autocommits its statements. */
export class PostgresLoginAttempts implements LoginAttempts {
  constructor(private readonly sql: Queryable) {}

  async reserve(counter: ThrottleCounter, at: Date, windowMs: number): Promise<CounterWindow> {
    const { scope, account, address } = columnsOf(counter);
    const expired = new Date(at.getTime() - windowMs);
    // Only this scope's windows: scopes keep windows of different lengths.
    await this.sql`DELETE FROM login_throttle WHERE scope = ${scope} AND window_start <= ${expired}`;
    // The conflicting row stays locked until the statement ends: concurrent attempts queue on it,
    // and each one returns a different count. SET reads the row as it was before this update.
    const [row] = await this.sql<{ window_start: Date; attempts: number }[]>`
      INSERT INTO login_throttle AS t (scope, account, address, window_start, attempts)
      VALUES (${scope}, ${account}, ${address}, ${at}, 1)
      ON CONFLICT (scope, account, address) DO UPDATE SET
        window_start = CASE WHEN t.window_start <= ${expired} THEN EXCLUDED.window_start ELSE t.window_start END,
        attempts = CASE WHEN t.window_start <= ${expired} THEN 1 ELSE t.attempts + 1 END
      RETURNING window_start, attempts`;
    if (!row) throw new Error('login_throttle upsert returned no row');
    return { windowStart: new Date(row.window_start), attempts: row.attempts };
  }

  async release(counter: ThrottleCounter, counted: CounterWindow): Promise<void> {
    const { scope, account, address } = columnsOf(counter);
    await this.sql`
      UPDATE login_throttle SET attempts = attempts - 1
      WHERE scope = ${scope} AND account = ${account} AND address = ${address}
        AND window_start = ${counted.windowStart} AND attempts > 0`;
  }

  async clear(counter: ThrottleCounter): Promise<void> {
    const { scope, account, address } = columnsOf(counter);
    await this.sql`
      DELETE FROM login_throttle WHERE scope = ${scope} AND account = ${account} AND address = ${address}`;
  }
}
