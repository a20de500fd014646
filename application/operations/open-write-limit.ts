import { isAdmitted } from '../../domain/accounts/login-throttle-policy';
import {
  OPEN_WRITE_SCOPE,
  OPEN_WRITE_WINDOW_MS,
  secondsLeftOf,
  tooManyWritesMessage,
} from '../../domain/operations/open-write-policy';
import type { Clock } from '../shared/ports/clock';
import type { LoginAttempts } from '../shared/ports/login-attempts';

export type OpenWrite = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

/**
 * The allowance of writes anyone may make (domain/operations/open-write-policy.ts), per client address for the
 * whole deployment: the counters are the sign-in throttle's, shared by every server process, and a
 * write is counted before it runs, so parallel requests cannot slip under the limit. Requests whose
 * address is unknown share one counter.
 */
export class OpenWriteLimit {
  constructor(
    private readonly counters: LoginAttempts,
    private readonly clock: Clock,
    private readonly perMinute: number,
  ) {}

  async take(address: string | null): Promise<OpenWrite> {
    const now = this.clock.now();
    const counter = { scope: OPEN_WRITE_SCOPE, account: null, address: address ?? '' };
    const counted = await this.counters.reserve(counter, now, OPEN_WRITE_WINDOW_MS);
    if (isAdmitted(counted, this.perMinute)) return { ok: true };
    const retryAfterSeconds = secondsLeftOf(counted.windowStart, now);
    return { ok: false, retryAfterSeconds, message: tooManyWritesMessage(retryAfterSeconds) };
  }
}
