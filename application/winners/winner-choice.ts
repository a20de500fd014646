import type { WinnerMethod } from '../../domain/winners/winner-selection';
import type {
  DrawPick,
  GameEntries,
  GameEntry,
  GameLog,
  GameRepository,
  NumberPool,
  WinnerRecord,
  WinnerRepository,
} from '../games';
import type { WinnerMailStores } from './winner-mail';

/** The stores choosing a winner uses (a pick or a draw), bound to one transaction. */
export type ChoosingStores = WinnerMailStores & {
  games: GameRepository;
  numbers: NumberPool;
  winners: WinnerRepository;
  entries: GameEntries;
  fairness: GameLog;
};

/** The administrator who picks or asks for the draw (the admin session's identity). */
export interface SelectingAdmin {
  id: number;
  email: string;
}

/** A winner just chosen, as the select-winner and draw answers show it. */
export interface ChosenWinner {
  gameId: number;
  playerId: number;
  playerName: string;
  email: string;
  number: number;
  reason: string;
  method: WinnerMethod;
  selectedAt: Date;
  selectedBy: string;
  draw: DrawPick | null;
}

/** The record to store and the answer to give for a winning entry. */
export function winnerOf(
  gameId: number,
  entry: GameEntry,
  reason: string,
  admin: SelectingAdmin,
  at: Date,
  draw: DrawPick | null,
): { record: WinnerRecord; chosen: ChosenWinner } {
  const method: WinnerMethod = draw ? 'draw' : 'manual';
  const record: WinnerRecord = {
    gameId,
    userId: entry.userId,
    number: entry.number,
    reason,
    selectedAt: at,
    selectedBy: admin.email,
    selectedByAdminId: admin.id,
    method,
    draw,
  };
  const name = entry.player
    ? `${entry.player.firstName} ${entry.player.lastName}`.trim()
    : ERASED_PLAYER_NAME;
  return {
    record,
    chosen: {
      gameId,
      playerId: entry.userId,
      playerName: name,
      email: entry.player?.email ?? '',
      number: entry.number,
      reason,
      method,
      selectedAt: at,
      selectedBy: admin.email,
      draw,
    },
  };
}

/** How an erased account shows in the back office. */
export const ERASED_PLAYER_NAME = 'Deleted player';
