import { inject, injectable } from 'inversify';
import { formatInstant, setAsideNumbers } from '../../domain/fairness/fairness-log';
import { gameNotFound } from '../../domain/games/game.errors';
import { checkPick } from '../../domain/games/game-life';
import type { DomainError } from '../../domain/shared/errors';
import { invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { notAParticipant, readReason, winnerAlreadySelected } from '../../domain/winners/winner-selection';
import { readGameLife } from '../games';
import type { Clock } from '../shared/ports/clock';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, SETTINGS, UNIT_OF_WORK } from '../shared/tokens';
import { type ChoosingStores, type ChosenWinner, type SelectingAdmin, winnerOf } from './winner-choice';
import { claimWindowHours, enqueueWinnerMail } from './winner-mail';

/** The stores it uses, bound to one transaction. */
type Stores = ChoosingStores;

export interface SelectWinnerInput {
  gameId: number;
  playerId: number;
  reason: unknown;
  /** One of the player's numbers in the game; by default the first that settled. */
  number?: number;
  admin: SelectingAdmin;
}

const SET_ASIDE_PLAYER_MESSAGE = 'This player was set aside as a winner of this game';

/**
 * The administrator's pick: only a participant (a settled paid or free entry) not set aside, with a
 * reason, one winner per game. Under the game's spin lock: a game still open is ended first, so no
 * spin lands after its winner is chosen. The pick and its reason join the game's public log; the
 * winner's e-mail is queued in the same transaction (the outbox).
 */
@injectable()
export class SelectWinner {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
    /** The claim window the notice states ('claimWindowHours'); its default without settings. */
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'getAll'> | null = null,
  ) {}

  async execute(input: SelectWinnerInput): Promise<Result<ChosenWinner, DomainError>> {
    const reason = readReason(input.reason, 'select');
    if (!reason.ok) return reason;
    const windowHours = await claimWindowHours(this.settings);
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const locked = await tx.games.lockForSpin(input.gameId);
      if (!locked) return err(gameNotFound());
      const { game } = locked;
      const { life } = await readGameLife(tx, game, now, locked.numbersLeft);
      const pick = checkPick(life);
      if (!pick.ok) return pick;
      const entries = (await tx.entries.listSettled(game.id)).filter((e) => e.userId === input.playerId);
      if (entries.length === 0) return err(notAParticipant());
      const entry = input.number === undefined ? entries[0] : entries.find((e) => e.number === input.number);
      if (!entry) return err(invalidInput('number', 'This player does not hold that number in this game'));
      if (entry.player === null)
        return err(invalidInput('playerId', "This player's account has been deleted"));
      const fairness = await tx.fairness.read(game.id);
      if (!fairness) return err(gameNotFound());
      if (setAsideNumbers(fairness.log).has(entry.number))
        return err(invalidInput('playerId', SET_ASIDE_PLAYER_MESSAGE));
      const winner = winnerOf(game.id, entry, reason.value, input.admin, now, null);
      if (!(await tx.winners.record(winner.record))) return err(winnerAlreadySelected());
      await tx.games.close(game.id, now);
      const at = formatInstant(now);
      await tx.fairness.appendNote(game.id, { type: 'pick', number: entry.number, at, detail: reason.value });
      await enqueueWinnerMail(tx, game, entry, now, windowHours);
      return ok(winner.chosen);
    });
  }
}
