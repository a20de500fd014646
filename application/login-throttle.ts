import { type DomainError, domainError } from '../domain/errors';
import type { IdGenerator } from './ports/id-generator';
import type { LoginAttempts } from './ports/login-attempts';
import type { SettingsStore } from './ports/settings-store';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many login attempts. Please try again in 15 minutes.';

export const tooManyAttempts = (): DomainError => domainError('TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS_MESSAGE);

/** An attempt let through counts as failed unless the caller reports how it ended. */
export interface AdmittedAttempt {
  /** Wrong credentials: the attempt also counts against the client IP. */
  failed(): Promise<void>;
  /** Signed in: the account's count starts over. */
  succeeded(): Promise<void>;
}

/**
 * Max login attempts (a setting, default 5) per 15 minutes per account e-mail and per client IP.
 * Unknown e-mails count like known ones, so the answers never tell them apart.
 * An account's attempt is filed before its password is checked, so parallel guesses at one account
 * cannot all slip under the limit; an IP is charged only for failures, so players signing in at
 * once behind one address (an office, a mobile carrier) do not lock each other out.
 */
export class LoginThrottle {
  constructor(
    private readonly attempts: LoginAttempts,
    private readonly settings: Pick<SettingsStore, 'get'>,
    private readonly ids: IdGenerator,
  ) {}

  /** Null when a limit is already reached: refuse without checking any password. */
  async admit(email: string, ip: string | null, now: Date): Promise<AdmittedAttempt | null> {
    const max = await this.settings.get('maxLoginAttempts');
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const account = `email:${email}`;
    const address = ip === null ? null : `ip:${ip}`;
    if (address && ((await this.attempts.count([address], since))[0] ?? 0) >= max) return null;
    const id = this.ids.uuid();
    const [filed = 0] = await this.attempts.add({ id, keys: [account], at: now }, since);
    if (filed > max) {
      // A refused attempt checks no password, so it does not push the lockout further out.
      await this.attempts.remove(id);
      return null;
    }
    return {
      failed: async () => {
        if (address) await this.attempts.add({ id, keys: [address], at: now }, since);
      },
      succeeded: () => this.attempts.clear(account),
    };
  }
}
