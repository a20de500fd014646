import { token } from '../shared/tokens';
import type { GameRefunds } from './ports/game-refunds';

/** Refunds a game's paid claims (payments' RefundGame, bound by the wiring). */
export const GAME_REFUNDS = token<GameRefunds>('GameRefunds');
