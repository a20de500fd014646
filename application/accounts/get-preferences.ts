import { DEFAULT_PREFERENCES, type Preferences } from '../../domain/accounts/preferences';
import type { Repositories } from '../shared/ports/unit-of-work';

/**
 * The player's preferences: their saved record (or the defaults), marketing as their new-game
 * subscription, and Profile Visibility as the account's publicity flag.
 */
export class GetPreferences {
  constructor(private readonly repos: Pick<Repositories, 'preferences' | 'subscriptions' | 'users'>) {}

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
