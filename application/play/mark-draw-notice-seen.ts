import type { Clock } from '../shared/ports/clock';
import type { DrawNotices } from './ports/draw-notices';

/** The player was shown a drawn game's result: it is not noticed again. Repeating it is harmless. */
export class MarkDrawNoticeSeen {
  constructor(
    private readonly notices: DrawNotices,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: number; gameId: number }): Promise<void> {
    const open = await this.notices.unseen(input.userId);
    if (!open.some((notice) => notice.gameId === input.gameId)) return;
    await this.notices.markSeen(input.userId, input.gameId, this.clock.now());
  }
}
