import { inject, injectable } from 'inversify';
import { isExcluded } from '../../domain/responsible-play/self-exclusion';
import type { Clock } from '../shared/ports/clock';
import { CLOCK } from '../shared/tokens';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';
import { LIMITS } from './tokens';

/** The end of the player's break while it lasts; null when they are not on one. */
@injectable()
export class GetBreak {
  constructor(
    @inject(LIMITS) private readonly store: Pick<ResponsiblePlayStore, 'find'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<{ excludedUntil: Date | null }> {
    const until = (await this.store.find(userId))?.excludedUntil ?? null;
    return { excludedUntil: until && isExcluded(until, this.clock.now()) ? until : null };
  }
}
