import { inject, injectable } from 'inversify';
import { type Administrator, idleCutoff } from '../../domain/admin/administrator';
import { addressNotAllowed } from '../../domain/admin-security/admin-security.errors';
import { isAddressAllowed } from '../../domain/admin-security/ip-allowlist';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { SessionTokens } from '../shared/ports/session-tokens';
import type { SettingsStore } from '../shared/ports/settings-store';
import { CLOCK, port, SESSION_TOKENS, SETTINGS } from '../shared/tokens';
import type { AdminSessionStore } from './ports/admin-session-store';

export interface AuthenticatedAdmin {
  admin: Administrator;
  tokenHash: string;
}

/**
 * Resolves an administrator cookie to its administrator. The session ends after the 'session
 * timeout' setting without a request, and each request it makes starts that time over. While the
 * IP whitelist lists addresses, a session is refused from any other address (the server's view of
 * the client's address), without ending it.
 */
@injectable()
export class AuthenticateAdmin {
  constructor(
    @inject(port('adminSessions')) private readonly sessions: AdminSessionStore,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
  ) {}

  async execute(
    token: string,
    address: string | null,
  ): Promise<Result<AuthenticatedAdmin | null, DomainError>> {
    if (!token) return ok(null);
    if (!isAddressAllowed(address, await this.settings.get('ipWhitelist'))) return err(addressNotAllowed());
    return ok(await this.resume(token));
  }

  private async resume(token: string): Promise<AuthenticatedAdmin | null> {
    const now = this.clock.now();
    const tokenHash = this.tokens.hash(token);
    const cutoff = idleCutoff(now, await this.settings.get('sessionTimeoutMinutes'));
    // The session and its administrator in one read (one round trip on PostgreSQL), on every request.
    const stored = (await this.sessions.resume(tokenHash, now, cutoff))?.admin;
    if (!stored) return null;
    const { passwordHash: _, ...admin } = stored;
    return { admin, tokenHash };
  }
}
