import { drawDelayOf, drawTimeOnClose, isDrawDue } from '../../domain/games/draw-time';
import { isClosed } from '../../domain/games/game-life';
import type { DomainError } from '../../domain/shared/errors';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import type { GameClosings } from './ports/game-closings';
import type { GameEntries } from './ports/game-entries';
import type { GameRepository } from './ports/game-repository';
import type { GameTerms } from './ports/game-terms';
import type { NumberPool } from './ports/number-pool';
import type { WinnerRepository } from './ports/winner-repository';
import { readGameLife } from './read-game-life';

/** The stores it uses, bound to one transaction. */
type Stores = {
  games: GameRepository;
  numbers: NumberPool;
  winners: WinnerRepository;
  entries: GameEntries;
  closings: GameClosings;
  terms: GameTerms;
};

/** Games closed (and drawn) per run at most; the next run takes the rest. */
const BATCH = 100;
/** The administrator a draw is recorded under (the winners' SelectingAdmin). */
type DrawingAdmin = { id: number; email: string };

/** Who drew, as the winners list shows it (no administrator asked). */
export const AUTOMATIC_DRAW: DrawingAdmin = { id: 0, email: 'automatic draw' };
/** Draw refusals that will not change by waiting: the draw is done with the game. */
const FINAL = new Set(['WINNER_ALREADY_SELECTED', 'NO_ENTRIES', 'NOT_FOUND', 'GAME_CANCELLED']);

export interface CloseReport {
  closed: number[];
  drawn: number[];
}

/**
 * Marks the game closed for good once its life says so (an end that passed, or sold out with nothing
 * pending), so that it never reads as live again whatever its end time says, and fixes its draw time
 * (domain/games/draw-time.ts), by the draw rule of its terms. Answers whether its automatic draw may run now.
 */
async function latchClosed(tx: Stores, gameId: number, now: Date, delayMinutes: number): Promise<boolean> {
  const game = await tx.games.lock(gameId);
  if (!game) return true;
  if (game.closedAt !== null) return isDrawDue(game, now);
  const { life } = await readGameLife(tx, game, now);
  if (!isClosed(life)) return true;
  const terms =
    game.drawAfterSellOutMinutes == null ? (await tx.terms.list(gameId)).at(-1)?.document : undefined;
  const delay = drawDelayOf(game, terms, delayMinutes);
  // A sell-out counts from its last number's take, as the game has read since (drawTimeOf).
  const closed = await tx.games.close(
    gameId,
    now,
    drawTimeOnClose(game.endTime, game.soldOutAt ?? now, delay),
  );
  return closed === null || isDrawDue(closed, now);
}

/**
 * Automatic closing, run by every server process on a schedule: each game that ended or sold out is
 * closed once (one writer creates its closing row; the game row is marked closed for good), and with the 'automaticDraw' setting on at that
 * moment its random draw runs (the DrawWinner use case: the winner and the winner's e-mail in one
 * transaction). A draw that waits for unsettled payments is retried on the next run.
 */
export class CloseGames {
  constructor(
    private readonly uow: UnitOfWork<Stores>,
    private readonly settings: Pick<SettingsStore, 'getAll'>,
    private readonly draw: {
      execute(input: { gameId: number; admin: DrawingAdmin }): Promise<Result<unknown, DomainError>>;
    },
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** The minimum-to-run decisions, taken before any game is closed (decide-minimums.ts). */
    private readonly minimums: { execute(): Promise<unknown> } | null = null,
  ) {}

  async execute(): Promise<CloseReport> {
    if (this.minimums) await this.minimums.execute();
    const { automaticDraw, drawDelayMinutes } = await this.settings.getAll();
    const now = this.clock.now();
    const closed = await this.uow.run((tx) => tx.closings.closeDue(now, automaticDraw, BATCH));
    for (const gameId of closed) await this.uow.run((tx) => latchClosed(tx, gameId, now, drawDelayMinutes));
    const drawn: number[] = [];
    const awaiting = await this.uow.run((tx) => tx.closings.listAwaitingDraw(BATCH));
    for (const gameId of awaiting) {
      // A game that closed on a sell-out waits for its draw time; one that settled since closes now.
      if (!(await this.uow.run((tx) => latchClosed(tx, gameId, now, drawDelayMinutes)))) continue;
      const result = await this.draw.execute({ gameId, admin: AUTOMATIC_DRAW });
      if (result.ok) drawn.push(gameId);
      else if (!FINAL.has(result.error.code)) continue;
      else this.logger.info({ gameId, code: result.error.code }, 'automatic draw: nothing to draw');
      await this.uow.run((tx) => tx.closings.markDrawDone(gameId));
    }
    return { closed, drawn };
  }
}
