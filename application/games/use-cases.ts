import { AnnounceNewGame } from './announce-new-game';
import { CancelGame } from './cancel-game';
import { CloseGames } from './close-games';
import { CountPlayersOnline } from './count-players-online';
import { CreateGame } from './create-game';
import { DeleteGame } from './delete-game';
import { EndGameNow } from './end-game-now';
import { GetAvailableNumbers } from './get-available-numbers';
import { GetGame } from './get-game';
import { GetGameHistory } from './get-game-history';
import { GetGameTerms } from './get-game-terms';
import { GetPrizeImage } from './get-prize-image';
import { GetRecentNumbers } from './get-recent-numbers';
import { GetSponsor } from './get-sponsor';
import { ListAdminGames } from './list-admin-games';
import { ListGames } from './list-games';
import { ListParticipants } from './list-participants';
import { RecordPresence } from './record-presence';
import { SendCompletionEmails } from './send-completion-emails';
import { UpdateGame } from './update-game';

/**
 * What the edge calls of games by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const gamesUseCases = {
  recordPresence: RecordPresence,
  countPlayersOnline: CountPlayersOnline,
  getGameHistory: GetGameHistory,
  getGameTerms: GetGameTerms,
  createGame: CreateGame,
  updateGame: UpdateGame,
  deleteGame: DeleteGame,
  endGameNow: EndGameNow,
  cancelGame: CancelGame,
  getPrizeImage: GetPrizeImage,
  listParticipants: ListParticipants,
  listGames: ListGames,
  getGame: GetGame,
  getAvailableNumbers: GetAvailableNumbers,
  getRecentNumbers: GetRecentNumbers,
  getSponsor: GetSponsor,
  listAdminGames: ListAdminGames,
  closeGames: CloseGames,
  announceNewGame: AnnounceNewGame,
  sendCompletionEmails: SendCompletionEmails,
};
