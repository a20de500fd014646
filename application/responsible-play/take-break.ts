import { inject, injectable } from 'inversify';
import { type BreakPeriod, extendExclusion } from '../../domain/responsible-play/self-exclusion';
import type { Clock } from '../shared/ports/clock';
import { CLOCK } from '../shared/tokens';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';
import { LIMITS } from './tokens';

/**
 * Take a break (self-exclusion): no spin, paid or free, and no marketing e-mail until it ends. It
 * cannot be ended early: a shorter break taken during a longer one leaves the longer one's end.
 */
@injectable()
export class TakeBreak {
  constructor(
    @inject(LIMITS)
    private readonly store: Pick<ResponsiblePlayStore, 'extendExclusion' | 'find'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { userId: number; period: BreakPeriod }): Promise<{ excludedUntil: Date }> {
    const now = this.clock.now();
    const current = (await this.store.find(input.userId))?.excludedUntil ?? null;
    const until = extendExclusion(current, input.period, now);
    return { excludedUntil: await this.store.extendExclusion(input.userId, until, now) };
  }
}
