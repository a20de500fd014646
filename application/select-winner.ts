import type { DomainError } from '../domain/errors';
import { invalidInput } from '../domain/errors';
import { gameNotFound } from '../domain/game.errors';
import { err, ok, type Result } from '../domain/result';
import { notAParticipant, readReason, winnerAlreadySelected } from '../domain/winner-selection';
import type { Clock } from './ports/clock';
import type { UnitOfWork } from './ports/unit-of-work';
import { type ChosenWinner, type SelectingAdmin, winnerOf } from './winner-choice';
import { enqueueWinnerMail } from './winner-mail';

export interface SelectWinnerInput {
  gameId: number;
  playerId: number;
  reason: unknown;
  /** One of the player's numbers in the game; by default the first that settled. */
  number?: number;
  admin: SelectingAdmin;
}

/**
 * The administrator's pick: only a participant (a settled paid or free entry), with a reason, one
 * winner per game (the winners table's unique game id decides between two concurrent picks).
 * One transaction, so the winner's e-mail can later be queued in it (the outbox).
 */
export class SelectWinner {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: SelectWinnerInput): Promise<Result<ChosenWinner, DomainError>> {
    const reason = readReason(input.reason);
    if (!reason.ok) return reason;
    return this.uow.run(async (tx) => {
      const game = await tx.games.findById(input.gameId);
      if (!game) return err(gameNotFound());
      if (await tx.winners.findByGame(game.id)) return err(winnerAlreadySelected());
      const entries = (await tx.entries.listSettled(game.id)).filter((e) => e.userId === input.playerId);
      if (entries.length === 0) return err(notAParticipant());
      const entry = input.number === undefined ? entries[0] : entries.find((e) => e.number === input.number);
      if (!entry) return err(invalidInput('number', 'This player does not hold that number in this game'));
      if (entry.player === null)
        return err(invalidInput('playerId', "This player's account has been deleted"));
      const winner = winnerOf(game.id, entry, reason.value, input.admin, this.clock.now(), null);
      if (!(await tx.winners.record(winner.record))) return err(winnerAlreadySelected());
      await enqueueWinnerMail(tx, game, entry, winner.chosen.selectedAt);
      return ok(winner.chosen);
    });
  }
}
