import { inject, injectable } from 'inversify';
import { canonicalEmail } from '../../domain/accounts/canonical-email';
import {
  RESET_LINK_TTL_MS,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
  RESET_WINDOW_MS,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '../../domain/accounts/password-reset';
import { validateSubscriberEmail } from '../../domain/mail/subscriber-email';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { LoginAttempts } from '../shared/ports/login-attempts';
import type { Outbox } from '../shared/ports/outbox';
import type { SessionTokens } from '../shared/ports/session-tokens';
import type { SiteLinks } from '../shared/ports/site-links';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, port, SESSION_TOKENS, SITE_LINKS, UNIT_OF_WORK } from '../shared/tokens';
import type { PasswordResetTokens } from './ports/password-reset-tokens';
import type { UserRepository } from './ports/user-repository';

/** The stores it uses, bound to one transaction. */
type Stores = { users: UserRepository; outbox: Outbox; passwordResets: PasswordResetTokens };

export interface PasswordResetRequest {
  email?: unknown;
  /** The client's address, or null when unknown. */
  address: string | null;
}

/**
 * /forgot-password: e-mails a single-use link valid for 30 minutes (only its SHA-256 is stored) to the
 * address the account was registered with, whichever spelling of the mailbox was asked. The
 * answer is the same, after the same work (a token drawn and hashed, one transaction looking the
 * address up), whether or not an account exists. Throttled per e-mail and per client address,
 * counted before anything is looked up.
 */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(SITE_LINKS) private readonly links: SiteLinks,
    @inject(port('loginAttempts')) private readonly attempts: LoginAttempts,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: PasswordResetRequest): Promise<Result<void, DomainError>> {
    const email = validateSubscriberEmail(input.email);
    if (!email.ok) return email;
    const now = this.clock.now();
    if (!(await this.admitted(email.value, input.address, now))) {
      return err(domainError('TOO_MANY_ATTEMPTS', TOO_MANY_RESET_REQUESTS_MESSAGE));
    }
    const { token, tokenHash } = this.tokens.issue();
    const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
    await this.uow.run(async (tx) => {
      const user = await tx.users.findByEmail(email.value);
      if (!user) return;
      await tx.passwordResets.create({ tokenHash, userId: user.id, createdAt: now, expiresAt });
      await tx.outbox.enqueue(
        {
          to: user.email,
          message: {
            kind: 'password-reset',
            firstName: user.firstName,
            resetUrl: this.links.resetPassword(token),
            expiresAt: expiresAt.toISOString(),
          },
        },
        now,
      );
    });
    return ok(undefined);
  }

  private async admitted(email: string, address: string | null, now: Date): Promise<boolean> {
    const scope = 'password-reset';
    // Per mailbox: its other spellings share the count.
    const perEmail = await this.attempts.reserve(
      { scope, account: canonicalEmail(email), address: '' },
      now,
      RESET_WINDOW_MS,
    );
    if (perEmail.attempts > RESET_REQUESTS_PER_EMAIL) return false;
    if (address === null) return true;
    const perAddress = await this.attempts.reserve({ scope, account: null, address }, now, RESET_WINDOW_MS);
    return perAddress.attempts <= RESET_REQUESTS_PER_ADDRESS;
  }
}
