import type { Game } from '../../domain/games/game';
import { claimDeadline, DEFAULT_CLAIM_WINDOW_HOURS } from '../../domain/winners/claim-window';
import { winnerNotice } from '../../domain/winners/winner-notice';
import type { GameEntry } from '../games';
import type { Outbox } from '../shared/ports/outbox';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { PrizeClaims } from './ports/prize-claims';

/** The stores opening a winner's claim uses, in its caller's transaction. */
export type WinnerMailStores = { outbox: Outbox; prizeClaims: PrizeClaims };

/**
 * Opens the winner's claim and enqueues the winner's notice, with the claim page's link, in the
 * transaction that records the winner (manual pick or random draw): the e-mail leaves exactly when
 * the winner is stored, and the claim window runs from that instant. An erased player gets none.
 */
export async function enqueueWinnerMail(
  tx: WinnerMailStores,
  game: Game,
  entry: GameEntry,
  at: Date,
  claimWindowHours: number = DEFAULT_CLAIM_WINDOW_HOURS,
): Promise<void> {
  const deadline = claimDeadline(at, claimWindowHours);
  const winnerId = await tx.prizeClaims.open({
    gameId: game.id,
    gameName: game.name,
    prize: game.prize,
    prizeValueCents: game.prizeValueCents,
    notifiedAt: at,
    deadline,
  });
  if (!entry.player) return;
  await tx.outbox.enqueue(
    {
      to: entry.player.email,
      message: winnerNotice(
        {
          firstName: entry.player.firstName,
          gameName: game.name,
          prize: game.prize,
          prizeValueCents: game.prizeValueCents,
          number: entry.number,
          winnerId,
        },
        { claimBy: deadline, claimWindowHours },
      ),
    },
    at,
  );
}

/** The operator's claim window, or the Official Rules' default without settings. */
export async function claimWindowHours(settings: Pick<SettingsStore, 'getAll'> | null): Promise<number> {
  return settings ? (await settings.getAll()).claimWindowHours : DEFAULT_CLAIM_WINDOW_HOURS;
}
