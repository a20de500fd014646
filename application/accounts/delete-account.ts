import { TAX_RECORD_KEPT } from '../../domain/winners/claim-retention';
import type { ContactMessageStore, SubscriptionStore } from '../mail';
import { adminEvent, playerEvent } from '../shared/activity-events';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import type { ErasedIdentity, ErasureStores } from './erased-identity';
import type { AccountErasureHook } from './ports/account-erasure-hook';
import type { ClaimErasure } from './ports/claim-erasure';
import type { PreferencesStore } from './ports/preferences-store';
import type { SessionStore } from './ports/session-store';
import type { UserRepository } from './ports/user-repository';

/** The stores it uses (remembering the erased e-mail's among them), bound to one transaction. */
type Stores = ErasureStores & {
  users: UserRepository;
  subscriptions: SubscriptionStore;
  contactMessages: ContactMessageStore;
  preferences: PreferencesStore;
  events: EventLog;
  prizeClaims: ClaimErasure;
};

/**
 * A player deletes their account (docs/rules/accounts.md, Deleting an account). The other
 * parts' hooks run first (stored cards are disabled at the gateway); then, in one transaction, the
 * account's personal data and credentials are erased in place and its subscriptions, contact
 * messages and saved preferences removed, and the keyed hash of its e-mail kept with any break in
 * force (ErasedIdentity), and its prize claims lose the winner's personal data but the tax record of
 * an accepted prize of $600 or more (domain/winners/claim-retention.ts, erased in turn once its years
 * are over); then every session is revoked. Claims and winners keep the account's id,
 * which now names an anonymous row: the ledger stays whole and the one-free-entry rule still holds,
 * also for a new account with the same e-mail.
 */
export class DeleteAccount {
  constructor(
    private readonly uow: UnitOfWork<Stores>,
    private readonly sessions: SessionStore,
    private readonly hooks: readonly AccountErasureHook[],
    private readonly clock: Clock,
    private readonly erased: ErasedIdentity,
  ) {}

  /**
   * False when the account was already gone (erased by a concurrent request). `by` names the
   * administrator who deleted it, for the event log; without it the player deleted their own.
   */
  async execute(userId: number, by?: { adminId: number }): Promise<boolean> {
    for (const hook of this.hooks) await hook.beforeErase(userId);
    const erased = await this.uow.run(async (tx) => {
      const user = await tx.users.findById(userId);
      if (!user) return false;
      await tx.subscriptions.removeForAccount(userId, user.email);
      await tx.contactMessages.removeForAccount(userId, user.email);
      await tx.preferences.removeForAccount(userId);
      await tx.prizeClaims.eraseForAccount(userId, TAX_RECORD_KEPT);
      const now = this.clock.now();
      await this.erased.remember(tx, user, now);
      await tx.events.record(
        by
          ? adminEvent(by.adminId, userId, 'Deleted the account', now)
          : playerEvent(userId, now, { kind: 'account_deleted', action: 'Deleted their account' }),
      );
      return tx.users.erase(userId, now);
    });
    // Sessions of an erased account no longer authenticate; removing them also drops the rows.
    await this.sessions.revokeAllForUser(userId);
    return erased;
  }
}
