import type { SessionTokens } from '../shared/ports/session-tokens';
import type { SessionStore } from './ports/session-store';

/** Ends one session; the token is useless afterwards. */
export class LogOut {
  constructor(
    private readonly sessions: SessionStore,
    private readonly tokens: SessionTokens,
  ) {}

  async execute(token: string): Promise<void> {
    await this.sessions.revoke(this.tokens.hash(token));
  }
}
