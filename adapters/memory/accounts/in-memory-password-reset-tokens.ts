import type {
  PasswordResetToken,
  PasswordResetTokens,
} from '../../../application/accounts/ports/password-reset-tokens';
import { type Changes, type InMemoryStore, setEntry } from '../in-memory-store';

export class InMemoryPasswordResetTokens implements PasswordResetTokens {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async create(token: PasswordResetToken): Promise<void> {
    if (!this.store.users.has(token.userId)) throw new Error(`Unknown user ${token.userId}`);
    if (this.store.passwordResets.has(token.tokenHash)) throw new Error('duplicate reset token');
    setEntry(this.store.passwordResets, token.tokenHash, { ...token, usedAt: null }, this.changes);
  }

  async consume(tokenHash: string, now: Date): Promise<number | null> {
    const t = this.store.passwordResets.get(tokenHash);
    if (!t || t.usedAt !== null || t.expiresAt.getTime() <= now.getTime()) return null;
    setEntry(this.store.passwordResets, tokenHash, { ...t, usedAt: now }, this.changes);
    return t.userId;
  }

  async voidAllForUser(userId: number, now: Date): Promise<void> {
    for (const [hash, t] of this.store.passwordResets) {
      if (t.userId === userId && t.usedAt === null) {
        setEntry(this.store.passwordResets, hash, { ...t, usedAt: now }, this.changes);
      }
    }
  }

  async isUsable(tokenHash: string, now: Date): Promise<boolean> {
    const t = this.store.passwordResets.get(tokenHash);
    return !!t && t.usedAt === null && t.expiresAt.getTime() > now.getTime();
  }
}
