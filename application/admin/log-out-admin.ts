import type { SessionTokens } from '../shared/ports/session-tokens';
import type { AdminSessionStore } from './ports/admin-session-store';

/** Ends one administrator session; the token is useless afterwards. */
export class LogOutAdmin {
  constructor(
    private readonly sessions: AdminSessionStore,
    private readonly tokens: SessionTokens,
  ) {}

  async execute(token: string): Promise<void> {
    await this.sessions.revoke(this.tokens.hash(token));
  }
}
