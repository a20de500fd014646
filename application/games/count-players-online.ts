import { inject, injectable } from 'inversify';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, port } from '../shared/tokens';
import { PRESENCE_WINDOW_MS, type PresenceTracker } from './ports/presence-tracker';

/** The lobby's 'Players Online': distinct signed-in players seen in the last minute. */
@injectable()
export class CountPlayersOnline {
  constructor(
    @inject(port('presence')) private readonly presence: PresenceTracker,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ playersOnline: number }> {
    const since = new Date(this.clock.now().getTime() - PRESENCE_WINDOW_MS);
    return { playersOnline: await this.presence.countOnline(since) };
  }
}
