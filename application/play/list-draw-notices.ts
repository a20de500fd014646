import type { PreferencesStore } from '../accounts';
import type { DrawNotices, DrawResult } from './ports/draw-notices';

/**
 * The results a player has not been shown yet of drawn games they entered; none while their 'Win
 * Notifications' preference is off (the winner's e-mail goes either way).
 */
export class ListDrawNotices {
  constructor(
    private readonly notices: DrawNotices,
    private readonly preferences: Pick<PreferencesStore, 'find'>,
  ) {}

  async execute(userId: number): Promise<DrawResult[]> {
    const saved = await this.preferences.find(userId);
    if (saved?.winNotifications === false) return [];
    return this.notices.unseen(userId);
  }
}
