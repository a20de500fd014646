import { isAdmitted, LOGIN_WINDOW_MS, throttleLimits } from '../../domain/accounts/login-throttle-policy';
import { type DomainError, domainError } from '../../domain/shared/errors';
import type { Logger } from './ports/logger';
import type { LoginAttempts, ThrottleCounter } from './ports/login-attempts';
import type { SettingsStore } from './ports/settings-store';

const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many login attempts. Please try again in 15 minutes.';

export const tooManyAttempts = (): DomainError => domainError('TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS_MESSAGE);

/** An admitted attempt stays counted as a failure unless the caller reports that it signed in. */
export interface AdmittedAttempt {
  /** Signed in: the pair starts over and the address gets its attempt back. */
  succeeded(): Promise<void>;
}

/**
 * Throttles one sign-in scope ('player'; the admin sign-in can use its own) by the policy of
 * domain/accounts/login-throttle-policy.ts, limits from the 'max login attempts' setting. Every attempt is
 * counted before its password is checked, so parallel requests cannot slip under a limit; unknown
 * e-mails count like known ones. An unknown address (no socket) has its pairs but no ceiling.
 */
export class LoginThrottle {
  constructor(
    private readonly scope: string,
    private readonly attempts: LoginAttempts,
    private readonly settings: Pick<SettingsStore, 'get'>,
    private readonly logger: Logger,
  ) {}

  /** Null when a limit is reached: refuse without checking any password. */
  async admit(account: string, address: string | null, now: Date): Promise<AdmittedAttempt | null> {
    const limits = throttleLimits(await this.settings.get('maxLoginAttempts'));
    const pair: ThrottleCounter = { scope: this.scope, account, address: address ?? '' };
    const pairCount = await this.attempts.reserve(pair, now, LOGIN_WINDOW_MS);
    if (!isAdmitted(pairCount, limits.perPair)) return this.refuse('pair', address);
    if (address === null) return { succeeded: () => this.attempts.clear(pair) };

    const ceiling: ThrottleCounter = { scope: this.scope, account: null, address };
    const addressCount = await this.attempts.reserve(ceiling, now, LOGIN_WINDOW_MS);
    if (!isAdmitted(addressCount, limits.perAddress)) {
      // No password is checked, so the pair gets its attempt back.
      await this.attempts.release(pair, pairCount);
      return this.refuse('address', address);
    }
    return {
      succeeded: async () => {
        await this.attempts.clear(pair);
        await this.attempts.release(ceiling, addressCount);
      },
    };
  }

  private refuse(limit: 'pair' | 'address', address: string | null): null {
    this.logger.warn({ scope: this.scope, limit, address }, 'sign-in attempt refused by the throttle');
    return null;
  }
}
