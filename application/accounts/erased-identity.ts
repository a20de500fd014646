import { carriedBreak } from '../../domain/accounts/erased-account';
import type { EmailKeys } from './ports/email-keys';
import type { ErasedAccounts } from './ports/erased-accounts';
import type { PlayerBreaks } from './ports/player-breaks';
import type { UserRepository } from './ports/user-repository';

/** The stores remembering an erased e-mail and carrying its break over use. */
export type ErasureStores = { erasedAccounts: ErasedAccounts; responsiblePlay: PlayerBreaks };

/**
 * The one home of what outlives a deleted account (domain/accounts/erased-account.ts): kept at deletion under
 * the keyed hash of its e-mail's canonical form, so any spelling of the mailbox finds it (and an
 * account deleted before that under its old spelling's), carried over at registration (the break),
 * and asked at the free entry (the games whose free entry it took).
 */
export class ErasedIdentity {
  constructor(private readonly keys: EmailKeys) {}

  /** In the transaction that erases the account, before its e-mail is blanked. */
  async remember(tx: ErasureStores, user: { id: number; email: string }, now: Date): Promise<void> {
    const excludedUntil = (await tx.responsiblePlay.find(user.id))?.excludedUntil ?? null;
    await tx.erasedAccounts.remember({
      userId: user.id,
      emailKey: this.keys.keyOf(user.email),
      excludedUntil: carriedBreak(excludedUntil, now),
      erasedAt: now,
    });
  }

  /** In the transaction that creates the account: it starts on the break its e-mail was on. */
  async carryBreakOver(tx: ErasureStores, user: { id: number; email: string }, now: Date): Promise<void> {
    const until = carriedBreak(await tx.erasedAccounts.latestBreakEnd(this.keys.keysOf(user.email)), now);
    if (until) await tx.responsiblePlay.extendExclusion(user.id, until, now);
  }

  /**
   * Whether an erased account with this player's e-mail took the game's free entry. What it answers
   * cannot change while the player plays (only deleting an account adds to it), so it may be asked
   * before the spin's atomic step, which keeps the player's own one entry.
   */
  async tookFreeEntry(
    repos: { users: UserRepository; erasedAccounts: ErasedAccounts },
    userId: number,
    gameId: number,
  ): Promise<boolean> {
    const user = await repos.users.findById(userId);
    return !!user && (await repos.erasedAccounts.tookFreeEntry(this.keys.keysOf(user.email), gameId));
  }
}
