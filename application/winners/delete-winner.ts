import { formatInstant } from '../../domain/fairness/fairness-log';
import type { DomainError } from '../../domain/shared/errors';
import { domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { readReason } from '../../domain/winners/winner-selection';
import type { GameEntry } from '../games/ports/game-entries';
import type { Clock } from '../shared/ports/clock';
import type { Repositories, UnitOfWork } from '../shared/ports/unit-of-work';

export const WINNER_NOT_FOUND_MESSAGE = 'Winner not found';

export interface DeleteWinnerInput {
  winnerId: number;
  /** Why the winner is set aside (ineligible, unreachable...): public in the game's log. */
  reason: unknown;
}

/**
 * Sets a winner aside so the game can get another: the win record goes, its claims and ledger stay,
 * and the game's public log keeps the set-aside with its reason, one entry per number the player
 * holds (the won number first) so that a redraw passes them all over. The player is told by e-mail
 * in the same transaction (the outbox). Under the game's lock, so a draw or pick waits for it.
 */
export class DeleteWinner {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: DeleteWinnerInput): Promise<Result<void, DomainError>> {
    const reason = readReason(input.reason);
    if (!reason.ok) return reason;
    return this.uow.run(async (tx) => {
      const found = await tx.winners.findById(input.winnerId);
      if (!found) return err(domainError('NOT_FOUND', WINNER_NOT_FOUND_MESSAGE));
      await tx.games.lock(found.gameId);
      // Read again under the lock: a parallel set-aside of the same winner finds it gone.
      const winner = await tx.winners.findById(input.winnerId);
      if (!winner) return err(domainError('NOT_FOUND', WINNER_NOT_FOUND_MESSAGE));
      const held = (await tx.entries.listSettled(winner.gameId)).filter((e) => e.userId === winner.userId);
      const numbers = [winner.number, ...held.map((e) => e.number).filter((n) => n !== winner.number)];
      const now = this.clock.now();
      const at = formatInstant(now);
      for (const number of numbers)
        await tx.fairness.appendNote(winner.gameId, { type: 'setaside', number, at, detail: reason.value });
      await tx.winners.delete(input.winnerId);
      await enqueueSetAsideMail(tx, winner, held[0], reason.value, now);
      return ok(undefined);
    });
  }
}

async function enqueueSetAsideMail(
  tx: Repositories,
  winner: { gameId: number; number: number },
  entry: GameEntry | undefined,
  reason: string,
  at: Date,
): Promise<void> {
  if (!entry?.player) return;
  const game = await tx.games.findById(winner.gameId);
  const message = {
    kind: 'winner-set-aside' as const,
    firstName: entry.player.firstName,
    gameName: game?.name ?? `Game ${winner.gameId}`,
    number: winner.number,
    reason,
  };
  await tx.outbox.enqueue({ to: entry.player.email, message }, at);
}
