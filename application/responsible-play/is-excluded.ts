import { inject, injectable } from 'inversify';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';
import { LIMITS } from './tokens';

/**
 * Which players are on a break at `at`: marketing e-mail (new-game announcements) must skip them.
 * Pass a batch of recipients to ask once; `execute([id], at).has(id)` answers for one player.
 */
@injectable()
export class IsExcluded {
  constructor(@inject(LIMITS) private readonly store: Pick<ResponsiblePlayStore, 'excludedAmong'>) {}

  async execute(userIds: readonly number[], at: Date): Promise<Set<number>> {
    return this.store.excludedAmong(userIds, at);
  }
}
