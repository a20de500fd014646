import { inject, injectable } from 'inversify';
import type { SessionTokens } from '../shared/ports/session-tokens';
import { port, SESSION_TOKENS } from '../shared/tokens';
import type { AdminSessionStore } from './ports/admin-session-store';

/** Ends one administrator session; the token is useless afterwards. */
@injectable()
export class LogOutAdmin {
  constructor(
    @inject(port('adminSessions')) private readonly sessions: AdminSessionStore,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
  ) {}

  async execute(token: string): Promise<void> {
    await this.sessions.revoke(this.tokens.hash(token));
  }
}
