import { inject, injectable } from 'inversify';
import type { User } from '../../domain/accounts/user';
import type { Clock } from '../shared/ports/clock';
import type { SessionTokens } from '../shared/ports/session-tokens';
import { CLOCK, port, SESSION_TOKENS } from '../shared/tokens';
import { PLAYER_SESSION_DAYS } from './log-in';
import type { SessionStore } from './ports/session-store';

const DAY_MS = 86_400_000;
/** Extend a sliding session at most once an hour, not on every request. */
const EXTEND_AFTER_MS = 3_600_000;

export interface Authenticated {
  user: User;
  tokenHash: string;
}

/** Resolves a session cookie to its player, sliding the 30-day expiry forward. */
@injectable()
export class Authenticate {
  constructor(
    @inject(port('sessions')) private readonly sessions: SessionStore,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<Authenticated | null> {
    if (!token) return null;
    const now = this.clock.now();
    const tokenHash = this.tokens.hash(token);
    // The session and its account in one read (one round trip on PostgreSQL), on every request.
    const found = await this.sessions.findWithUser(tokenHash, now);
    if (!found) return null;
    const { session, user: stored } = found;
    if (stored?.status !== 'active') return null;
    const fullExpiry = now.getTime() + PLAYER_SESSION_DAYS * DAY_MS;
    if (fullExpiry - session.expiresAt.getTime() > EXTEND_AFTER_MS) {
      await this.sessions.extend(tokenHash, new Date(fullExpiry));
    }
    const { passwordHash: _, ...user } = stored;
    return { user, tokenHash };
  }
}
