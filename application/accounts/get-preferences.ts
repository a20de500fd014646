import { DEFAULT_PREFERENCES, type Preferences } from '../../domain/accounts/preferences';
import type { Repositories } from '../shared/ports/unit-of-work';

/**
 * The player's preferences: their saved record (or the defaults), and marketing as their new-game
 * subscription.
 */
export class GetPreferences {
  constructor(private readonly repos: Pick<Repositories, 'preferences' | 'subscriptions'>) {}

  async execute(userId: number): Promise<Preferences> {
    const [stored, subscribed] = await Promise.all([
      this.repos.preferences.find(userId),
      this.repos.subscriptions.isSubscribed({ userId }),
    ]);
    return { ...DEFAULT_PREFERENCES, ...stored, marketingCommunications: subscribed };
  }
}
