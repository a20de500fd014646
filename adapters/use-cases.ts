import type { Authenticate } from '../application/authenticate';
import type { CreateGame } from '../application/create-game';
import type { GetAvailableNumbers } from '../application/get-available-numbers';
import type { GetFreePlayStatus } from '../application/get-free-play-status';
import type { GetGame } from '../application/get-game';
import type { GetRecentNumbers } from '../application/get-recent-numbers';
import type { ListGames } from '../application/list-games';
import type { LogIn } from '../application/log-in';
import type { LogOut } from '../application/log-out';
import type { RegisterPlayer } from '../application/register-player';
import type { TakeFreeSpin } from '../application/take-free-spin';

/** Every use case the edge can call, built by the composition root. */
export interface UseCases {
  registerPlayer: RegisterPlayer;
  logIn: LogIn;
  logOut: LogOut;
  authenticate: Authenticate;
  listGames: ListGames;
  getGame: GetGame;
  getAvailableNumbers: GetAvailableNumbers;
  getRecentNumbers: GetRecentNumbers;
  getFreePlayStatus: GetFreePlayStatus;
  takeFreeSpin: TakeFreeSpin;
  createGame: CreateGame;
}
