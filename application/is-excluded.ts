import type { ResponsiblePlayStore } from './ports/responsible-play-store';

/**
 * Which players are on a break at `at`: marketing e-mail (new-game announcements) must skip them.
 * `execute([id], at)` answers for one player; pass a batch of recipients to ask once.
 */
export class IsExcluded {
  constructor(private readonly store: Pick<ResponsiblePlayStore, 'excludedAmong'>) {}

  async execute(userIds: readonly number[], at: Date): Promise<Set<number>> {
    return this.store.excludedAmong(userIds, at);
  }

  async one(userId: number, at: Date): Promise<boolean> {
    return (await this.store.excludedAmong([userId], at)).has(userId);
  }
}
