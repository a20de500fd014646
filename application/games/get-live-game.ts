import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameView } from './game-view';
import type { DrawEvent } from './get-draw-event';
import type { GetGame } from './get-game';
import type { GetRecentNumbers } from './get-recent-numbers';
import type { GameLog, LogHead } from './ports/game-log';
import type { RecentNumber } from './ports/number-pool';
import { mayHaveWinner } from './public-winner';

/** What the game page shows live: the game's figures, its recent numbers, its fairness log's head. */
export interface LiveGame {
  view: GameView;
  recent: readonly RecentNumber[];
  log: LogHead;
  /** Its last draw or set-aside, once it closed; null before. */
  draw: DrawEvent | null;
}

/** A game's live state, read at once (the live updates push it on each change of the game). */
export class GetLiveGame {
  constructor(
    private readonly getGame: GetGame,
    private readonly getRecent: GetRecentNumbers,
    private readonly fairness: Pick<GameLog, 'head'>,
    private readonly draws: { execute(gameId: number): Promise<DrawEvent | null> },
  ) {}

  async execute(gameId: number): Promise<Result<LiveGame, DomainError>> {
    const [view, recent, log] = await Promise.all([
      this.getGame.execute(gameId),
      this.getRecent.execute(gameId),
      this.fairness.head(gameId),
    ]);
    if (!view.ok) return view;
    if (!recent.ok) return recent;
    if (!log) return err(gameNotFound());
    // Only a game that is over is drawn: a live game's changes never read its whole log.
    const draw = mayHaveWinner(view.value.status) ? await this.draws.execute(gameId) : null;
    return ok({ view: view.value, recent: recent.value, log, draw });
  }
}
