import { inject, injectable } from 'inversify';
import { DEFAULT_PREFERENCES, type Preferences } from '../../domain/accounts/preferences';
import type { SubscriptionStore } from '../mail';
import { REPOSITORIES } from '../shared/tokens';
import type { PreferencesStore } from './ports/preferences-store';
import type { UserRepository } from './ports/user-repository';

/**
 * The player's preferences: their saved record (or the defaults), marketing as their new-game
 * subscription, and Profile Visibility as the account's publicity flag.
 */
@injectable()
export class GetPreferences {
  constructor(
    @inject(REPOSITORIES)
    private readonly repos: {
      users: UserRepository;
      subscriptions: SubscriptionStore;
      preferences: PreferencesStore;
    },
  ) {}

  async execute(userId: number): Promise<Preferences> {
    const [stored, subscribed, user] = await Promise.all([
      this.repos.preferences.find(userId),
      this.repos.subscriptions.isSubscribed({ userId }),
      this.repos.users.findById(userId),
    ]);
    const profileVisible = user ? !user.optOutPublicity : DEFAULT_PREFERENCES.profileVisible;
    return { ...DEFAULT_PREFERENCES, ...stored, marketingCommunications: subscribed, profileVisible };
  }
}
