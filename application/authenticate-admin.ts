import { type Administrator, idleCutoff } from '../domain/administrator';
import type { AdminRepository } from './ports/admin-repository';
import type { AdminSessionStore } from './ports/admin-session-store';
import type { Clock } from './ports/clock';
import type { SessionTokens } from './ports/session-tokens';
import type { SettingsStore } from './ports/settings-store';

export interface AuthenticatedAdmin {
  admin: Administrator;
  tokenHash: string;
}

/**
 * Resolves an administrator cookie to its administrator. The session ends after the 'session
 * timeout' setting without a request, and each request it makes starts that time over.
 */
export class AuthenticateAdmin {
  constructor(
    private readonly sessions: AdminSessionStore,
    private readonly admins: AdminRepository,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    private readonly settings: Pick<SettingsStore, 'get'>,
  ) {}

  async execute(token: string): Promise<AuthenticatedAdmin | null> {
    if (!token) return null;
    const now = this.clock.now();
    const tokenHash = this.tokens.hash(token);
    const cutoff = idleCutoff(now, await this.settings.get('sessionTimeoutMinutes'));
    const session = await this.sessions.resume(tokenHash, now, cutoff);
    if (!session) return null;
    const stored = await this.admins.findById(session.adminId);
    if (!stored) return null;
    const { passwordHash: _, ...admin } = stored;
    return { admin, tokenHash };
  }
}
