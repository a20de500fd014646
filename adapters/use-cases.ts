import type { Authenticate } from '../application/authenticate';
import type { ChangePassword } from '../application/change-password';
import type { DeleteAccount } from '../application/delete-account';
import type { GetAchievements } from '../application/get-achievements';
import type { GetGameHistory } from '../application/get-game-history';
import type { GetPlayerStats } from '../application/get-player-stats';
import type { ListTransactions } from '../application/list-transactions';
import type { SendContactMessage } from '../application/send-contact-message';
import type { SubscribeToNewGames } from '../application/subscribe-to-new-games';
import type { UpdateProfile } from '../application/update-profile';
import type { ChangeSetting } from '../application/change-setting';
import type { CountPlayersOnline } from '../application/count-players-online';
import type { CreateGame } from '../application/create-game';
import type { GetAvailableNumbers } from '../application/get-available-numbers';
import type { GetFreePlayStatus } from '../application/get-free-play-status';
import type { GetGame } from '../application/get-game';
import type { GetRecentNumbers } from '../application/get-recent-numbers';
import type { GetSettings } from '../application/get-settings';
import type { ListGames } from '../application/list-games';
import type { LogIn } from '../application/log-in';
import type { LogOut } from '../application/log-out';
import type { RecordPresence } from '../application/record-presence';
import type { RegisterPlayer } from '../application/register-player';
import type { ResetSettings } from '../application/reset-settings';
import type { TakeFreeSpin } from '../application/take-free-spin';

/** Every use case the edge can call, built by the composition root. */
export interface UseCases {
  // The player's account and history.
  getPlayerStats: GetPlayerStats;
  getAchievements: GetAchievements;
  getGameHistory: GetGameHistory;
  listTransactions: ListTransactions;
  changePassword: ChangePassword;
  deleteAccount: DeleteAccount;
  updateProfile: UpdateProfile;
  subscribeToNewGames: SubscribeToNewGames;
  sendContactMessage: SendContactMessage;
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
  recordPresence: RecordPresence;
  countPlayersOnline: CountPlayersOnline;
  getSettings: GetSettings;
  changeSetting: ChangeSetting;
  resetSettings: ResetSettings;
}
