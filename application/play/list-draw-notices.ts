import { inject, injectable } from 'inversify';
import type { PreferencesStore } from '../accounts';
import { port, store } from '../shared/tokens';
import type { DrawNotices, DrawResult } from './ports/draw-notices';

/**
 * The results a player has not been shown yet of drawn games they entered; none while their 'Win
 * Notifications' preference is off (the winner's e-mail goes either way).
 */
@injectable()
export class ListDrawNotices {
  constructor(
    @inject(port('drawNotices')) private readonly notices: DrawNotices,
    @inject(store('preferences')) private readonly preferences: Pick<PreferencesStore, 'find'>,
  ) {}

  async execute(userId: number): Promise<DrawResult[]> {
    const saved = await this.preferences.find(userId);
    if (saved?.winNotifications === false) return [];
    return this.notices.unseen(userId);
  }
}
