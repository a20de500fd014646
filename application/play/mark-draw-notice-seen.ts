import { inject, injectable } from 'inversify';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, port } from '../shared/tokens';
import type { DrawNotices } from './ports/draw-notices';

/** The player was shown a drawn game's result: it is not noticed again. Repeating it is harmless. */
@injectable()
export class MarkDrawNoticeSeen {
  constructor(
    @inject(port('drawNotices')) private readonly notices: DrawNotices,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { userId: number; gameId: number }): Promise<void> {
    const open = await this.notices.unseen(input.userId);
    if (!open.some((notice) => notice.gameId === input.gameId)) return;
    await this.notices.markSeen(input.userId, input.gameId, this.clock.now());
  }
}
