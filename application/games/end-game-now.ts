import { inject, injectable } from 'inversify';
import { formatInstant } from '../../domain/fairness/fairness-log';
import type { Game } from '../../domain/games/game';
import { gameNotFound } from '../../domain/games/game.errors';
import { checkEndNow } from '../../domain/games/game-life';
import { endNowChanges, loggedEdits, reviseGame } from '../../domain/games/game-revision';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, SETTINGS, UNIT_OF_WORK } from '../shared/tokens';
import type { GameEntries } from './ports/game-entries';
import type { GameLog } from './ports/game-log';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';
import type { WinnerRepository } from './ports/winner-repository';
import { readGameLife } from './read-game-life';

/** The stores it uses, bound to one transaction. */
type Stores = {
  games: GameRepository;
  numbers: NumberPool;
  winners: WinnerRepository;
  entries: GameEntries;
  fairness: GameLog;
  events: EventLog;
};

/**
 * An administrator ends a live game now (docs/rules/games.md, Ending a game now): under the game's
 * row lock its end moves to now by the edit's rule (an `edit` entry in its public log, as any end-time
 * edit) and the close is latched, so the random draw may run at once. Of two calls at once, the
 * second finds the game closed and is refused (GAME_ENDED).
 */
@injectable()
export class EndGameNow {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'getAll'>,
  ) {}

  async execute(input: { gameId: number; adminId: number }): Promise<Result<Game, DomainError>> {
    const settings = await this.settings.getAll();
    const rules = {
      maxPrizeValueCents: settings.maxPrizeValueCents,
      maxDurationHours: settings.maxGameDurationHours,
    };
    return this.uow.run(async (tx) => {
      const game = await tx.games.lock(input.gameId);
      if (!game) return err(gameNotFound());
      const now = this.clock.now();
      const { life, counts } = await readGameLife(tx, game, now);
      const allowed = checkEndNow(life);
      if (!allowed.ok) return allowed;
      const revision = reviseGame(game, endNowChanges(game, now), counts.total > 0, rules, { life, now });
      if (!revision.ok) return revision;
      if (!(await tx.games.update(game.id, revision.value))) return err(gameNotFound());
      for (const detail of loggedEdits(game, revision.value))
        await tx.fairness.appendNote(game.id, { type: 'edit', at: formatInstant(now), detail });
      const closed = await tx.games.close(game.id, now);
      if (!closed) return err(gameNotFound());
      await tx.events.record({
        kind: 'admin_action',
        userId: null,
        adminId: input.adminId,
        gameId: game.id,
        number: null,
        amountCents: null,
        action: 'Ended the game now',
        at: now,
      });
      return ok(closed);
    });
  }
}
