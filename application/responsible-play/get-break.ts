import { isExcluded } from '../../domain/responsible-play/self-exclusion';
import type { Clock } from '../shared/ports/clock';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';

/** The end of the player's break while it lasts; null when they are not on one. */
export class GetBreak {
  constructor(
    private readonly store: Pick<ResponsiblePlayStore, 'find'>,
    private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<{ excludedUntil: Date | null }> {
    const until = (await this.store.find(userId))?.excludedUntil ?? null;
    return { excludedUntil: until && isExcluded(until, this.clock.now()) ? until : null };
  }
}
