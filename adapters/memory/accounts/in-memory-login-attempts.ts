import type { LoginAttempts, ThrottleCounter } from '../../../application/shared/ports/login-attempts';
import {
  type CounterWindow,
  countAttempt,
  isExpired,
  releaseAttempt,
} from '../../../domain/accounts/login-throttle-policy';

const keyOf = ({ scope, account, address }: ThrottleCounter) =>
  JSON.stringify([scope, account ?? '', address]);

/** Counters in one process's memory; each call runs without awaiting, so it is atomic. */
export class InMemoryLoginAttempts implements LoginAttempts {
  private readonly counters = new Map<string, CounterWindow>();

  async reserve(counter: ThrottleCounter, at: Date, windowMs: number): Promise<CounterWindow> {
    for (const [key, window] of this.counters) {
      // Only this scope's windows: scopes keep windows of different lengths.
      const [scope] = JSON.parse(key) as [string];
      if (scope === counter.scope && isExpired(window, at, windowMs)) this.counters.delete(key);
    }
    const counted = countAttempt(this.counters.get(keyOf(counter)), at, windowMs);
    this.counters.set(keyOf(counter), counted);
    return { ...counted };
  }

  async release(counter: ThrottleCounter, counted: CounterWindow): Promise<void> {
    const released = releaseAttempt(this.counters.get(keyOf(counter)), counted);
    if (released) this.counters.set(keyOf(counter), released);
  }

  async clear(counter: ThrottleCounter): Promise<void> {
    this.counters.delete(keyOf(counter));
  }
}
