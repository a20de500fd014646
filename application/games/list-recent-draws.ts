import type { Clock } from '../shared/ports/clock';
import type { DrawEvent, GetDrawEvent } from './get-draw-event';
import type { GameLog } from './ports/game-log';

/** A draw is news this long: the lobby and /winners play the draws of this window that they see arrive. */
const RECENT_DRAW_MS = 10 * 60_000;
const MOST = 5;

/** The newest draw events across games (the live draw's feed of the lobby and /winners), newest first. */
export class ListRecentDraws {
  constructor(
    private readonly fairness: Pick<GameLog, 'recentDraws'>,
    private readonly draws: Pick<GetDrawEvent, 'execute'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DrawEvent[]> {
    const since = new Date(this.clock.now().getTime() - RECENT_DRAW_MS);
    const ids = await this.fairness.recentDraws(since, MOST);
    const events = await Promise.all(ids.map((id) => this.draws.execute(id)));
    return events.filter((event) => event !== null);
  }
}
