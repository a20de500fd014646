import type { Game } from '../../domain/games/game';
import { PRIZE_CLAIM_WINDOW_MS } from '../../domain/mail/mail-message';
import type { GameEntry } from '../games/ports/game-entries';
import type { Repositories } from '../shared/ports/unit-of-work';

/**
 * Enqueues the winner's notice in the transaction that records the winner (manual pick or random
 * draw): the e-mail leaves exactly when the winner is stored. An erased player gets none.
 */
export async function enqueueWinnerMail(
  tx: Repositories,
  game: Game,
  entry: GameEntry,
  at: Date,
): Promise<void> {
  if (!entry.player) return;
  await tx.outbox.enqueue(
    {
      to: entry.player.email,
      message: {
        kind: 'winner',
        firstName: entry.player.firstName,
        gameName: game.name,
        prize: game.prize,
        prizeValueCents: game.prizeValueCents,
        number: entry.number,
        claimBy: new Date(at.getTime() + PRIZE_CLAIM_WINDOW_MS).toISOString(),
      },
    },
    at,
  );
}
