import type { PlayerWin } from '../../../domain/play/player-wins';
import type { ClaimStatus } from '../../../domain/winners/prize-claim';
import type { WinnerMethod } from '../../../domain/winners/winner-selection';

/** The random value a draw used: the index among `candidates` settled numbers, ascending. */
export interface DrawPick {
  index: number;
  candidates: number;
  /** The game's spin sequence number at the draw (its lock's turn; the pick is the fairness log's). */
  sequence: number;
}

/** A game's recorded winner: who, with which number, why, when and selected by whom. */
export interface WinnerRecord {
  gameId: number;
  userId: number;
  number: number;
  reason: string;
  selectedAt: Date;
  /** The administrator who picked, or the draw that did ('random draw', 'automatic draw'). */
  selectedBy: string;
  /** The administrator's pick (the default) or the random draw (with its pick). */
  method?: WinnerMethod;
  selectedByAdminId?: number | null;
  draw?: DrawPick | null;
}

/** A stored winner as the back office lists it, with its player, game and the game's entry counts. */
export interface WinnerListing {
  id: number;
  gameId: number;
  gameName: string;
  prizeValueCents: number;
  userId: number;
  /** Null once the player's account has been erased. */
  player: { firstName: string; lastName: string; email: string } | null;
  number: number;
  reason: string;
  selectedAt: Date;
  selectedBy: string;
  selectedByAdminId: number | null;
  method: WinnerMethod;
  draw: DrawPick | null;
  /** Distinct players with a settled entry in the game, and its settled entries. */
  totalParticipants: number;
  totalSpins: number;
  /** 'instant' for an instant prize won at a claim (docs/rules/winners.md); the main draw's otherwise. */
  kind?: 'main' | 'instant';
  /** The instant prize won: its place, name and value (value in cents); null for the main prize. */
  instantPrize?: { k: number; name: string; valueCents: number } | null;
  /** An instant win's prize claim status (the claims list has the main winners'); null for the main prize. */
  claimStatus?: ClaimStatus | null;
}

/**
 * The winners of games, at most one per game. The back office records them (docs/rules/winners.md); players' stats count
 * them, so 'Lucky Beginner' and the wins tile show real wins.
 */
export interface WinnerRepository {
  /** Stores the game's winner; false when the game already has one. */
  record(winner: WinnerRecord): Promise<boolean>;
  findByGame(gameId: number): Promise<WinnerRecord | null>;
  /** The winner of this id (archived games' too); null for an unknown id. */
  findById(id: number): Promise<WinnerRecord | null>;
  /** The main prizes this player has won (kind 'main'), newest win first, each with its claim's status. */
  listByUser(userId: number): Promise<PlayerWin[]>;
  /** Every winner, newest selection first (archived games' winners too). */
  list(): Promise<WinnerListing[]>;
  /** False for an unknown id. The game may then get a winner again. */
  delete(id: number): Promise<boolean>;
}
