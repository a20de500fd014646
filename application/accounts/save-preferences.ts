import { inject, injectable } from 'inversify';
import type { Preferences } from '../../domain/accounts/preferences';
import { type SubscriptionStores, startSubscription } from '../mail';
import type { Clock } from '../shared/ports/clock';
import type { SessionTokens } from '../shared/ports/session-tokens';
import type { SiteLinks } from '../shared/ports/site-links';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, SESSION_TOKENS, SITE_LINKS, UNIT_OF_WORK } from '../shared/tokens';
import type { PreferencesStore } from './ports/preferences-store';
import type { UserRepository } from './ports/user-repository';

/** The stores it uses (a subscription's among them), bound to one transaction. */
type Stores = SubscriptionStores & { users: UserRepository; preferences: PreferencesStore };

/**
 * Replaces the player's preferences with the given set, in one transaction: the saved record, the
 * account's publicity flag (Profile Visibility) and the new-game subscription (marketing turned on subscribes the account, confirmed by e-mail like any
 * subscription; turned off, it also drops any 'Get Notified' subscription of the player's address).
 * The last save wins.
 */
@injectable()
export class SavePreferences {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SESSION_TOKENS) private readonly tokens: SessionTokens,
    @inject(SITE_LINKS) private readonly links: SiteLinks,
  ) {}

  async execute(input: { userId: number; preferences: Preferences }): Promise<Preferences> {
    const { userId, preferences } = input;
    const at = this.clock.now();
    await this.uow.run(async (tx) => {
      await tx.preferences.save(userId, preferences, at);
      await tx.users.setOptOutPublicity(userId, !preferences.profileVisible);
      if (preferences.marketingCommunications) {
        await startSubscription(tx, { userId }, at, this.tokens, this.links);
        return;
      }
      const user = await tx.users.findById(userId);
      if (user) await tx.subscriptions.removeForAccount(userId, user.email);
    });
    return preferences;
  }
}
