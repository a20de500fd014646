import { inject, injectable } from 'inversify';
import type { SessionTokens } from '../shared/ports/session-tokens';
import { port, SESSION_TOKENS } from '../shared/tokens';
import type { SessionStore } from './ports/session-store';

/** Ends one session; the token is useless afterwards. */
@injectable()
export class LogOut {
  constructor(
    @inject(port('sessions')) private readonly sessions: SessionStore,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
  ) {}

  async execute(token: string): Promise<void> {
    await this.sessions.revoke(this.tokens.hash(token));
  }
}
