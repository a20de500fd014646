import type { AddCard } from '../application/add-card';
import type { AnnounceNewGame } from '../application/announce-new-game';
import type { Authenticate } from '../application/authenticate';
import type { AuthenticateAdmin } from '../application/authenticate-admin';
import type { ChangeAdminPassword } from '../application/change-admin-password';
import type { ChangeClientSeed } from '../application/change-client-seed';
import type { ChangePassword } from '../application/change-password';
import type { ChangeSetting } from '../application/change-setting';
import type { ChangeSettings } from '../application/change-settings';
import type { CheckHealth } from '../application/check-health';
import type { CheckReadiness } from '../application/check-readiness';
import type { CloseGames } from '../application/close-games';
import type { ConfirmSubscription } from '../application/confirm-subscription';
import type { ConfirmTwoFactorEnrolment } from '../application/confirm-two-factor-enrolment';
import type { CountPlayersOnline } from '../application/count-players-online';
import type { CreateGame } from '../application/create-game';
import type { DeleteAccount } from '../application/delete-account';
import type { DeleteGame } from '../application/delete-game';
import type { DeleteWinner } from '../application/delete-winner';
import type { DispatchMail } from '../application/dispatch-mail';
import type { DrawWinner } from '../application/draw-winner';
import type { GetAchievements } from '../application/get-achievements';
import type { GetAnalytics } from '../application/get-analytics';
import type { GetAvailableNumbers } from '../application/get-available-numbers';
import type { GetCardFormSetup } from '../application/get-card-form-setup';
import type { GetClientSeed } from '../application/get-client-seed';
import type { GetContactDetails } from '../application/get-contact-details';
import type { GetDashboardStats } from '../application/get-dashboard-stats';
import type { GetDefaultCard } from '../application/get-default-card';
import type { GetFairness } from '../application/get-fairness';
import type { GetFreePlayStatus } from '../application/get-free-play-status';
import type { GetGame } from '../application/get-game';
import type { GetGameHistory } from '../application/get-game-history';
import type { GetMail } from '../application/get-mail';
import type { GetOpenHold } from '../application/get-open-hold';
import type { GetPaidSpinStatus } from '../application/get-paid-spin-status';
import type { GetPlayerStats } from '../application/get-player-stats';
import type { GetPreferences } from '../application/get-preferences';
import type { GetPrizeImage } from '../application/get-prize-image';
import type { GetRecentNumbers } from '../application/get-recent-numbers';
import type { GetSettings } from '../application/get-settings';
import type { GetSignUpRules } from '../application/get-sign-up-rules';
import type { GetSponsor } from '../application/get-sponsor';
import type { GetSystemStatus } from '../application/get-system-status';
import type { GetTwoFactorStatus } from '../application/get-two-factor-status';
import type { ListAdminGames } from '../application/list-admin-games';
import type { ListCards } from '../application/list-cards';
import type { ListDrawNotices } from '../application/list-draw-notices';
import type { ListGames } from '../application/list-games';
import type { ListMail } from '../application/list-mail';
import type { ListOperatorNotifications } from '../application/list-operator-notifications';
import type { ListParticipants } from '../application/list-participants';
import type { ListPlayerWins } from '../application/list-player-wins';
import type { ListTransactions } from '../application/list-transactions';
import type { ListWinners } from '../application/list-winners';
import type { LiveStreamSlots } from '../application/live-stream-slots';
import type { LogIn } from '../application/log-in';
import type { LogInAdmin } from '../application/log-in-admin';
import type { LogOut } from '../application/log-out';
import type { LogOutAdmin } from '../application/log-out-admin';
import type { MarkDrawNoticeSeen } from '../application/mark-draw-notice-seen';
import type { OpenWriteLimit } from '../application/open-write-limit';
import type { PayHeldNumber } from '../application/pay-held-number';
import type { ReadOperationsFigures } from '../application/read-operations-figures';
import type { ReconcilePayments } from '../application/reconcile-payments';
import type { RecordPresence } from '../application/record-presence';
import type { RegisterPlayer } from '../application/register-player';
import type { RemoveCard } from '../application/remove-card';
import type { RequestPasswordReset } from '../application/request-password-reset';
import type { ResetPassword } from '../application/reset-password';
import type { ResetSettings } from '../application/reset-settings';
import type { SavePreferences } from '../application/save-preferences';
import type { SelectWinner } from '../application/select-winner';
import type { SendCompletionEmails } from '../application/send-completion-emails';
import type { SendContactMessage } from '../application/send-contact-message';
import type { SendTestEmail } from '../application/send-test-email';
import type { SetDefaultCard } from '../application/set-default-card';
import type { SpinWheel } from '../application/spin-wheel';
import type { StartTwoFactorEnrolment } from '../application/start-two-factor-enrolment';
import type { SubscribeToNewGames } from '../application/subscribe-to-new-games';
import type { TakeFreeSpin } from '../application/take-free-spin';
import type { TestConnections } from '../application/test-connections';
import type { Unsubscribe } from '../application/unsubscribe';
import type { UpdateAdminProfile } from '../application/update-admin-profile';
import type { UpdateGame } from '../application/update-game';
import type { UpdateProfile } from '../application/update-profile';
import type { AdminUserUseCases } from './admin-users-module';
import type { LiveUpdates } from './live/live-updates';
import type { ResponsiblePlayUseCases } from './responsible-play-module';

/** Every use case the edge can call, built by the composition root. */
export interface UseCases extends ResponsiblePlayUseCases, AdminUserUseCases {
  // The player's account and history.
  getPlayerStats: GetPlayerStats;
  listPlayerWins: ListPlayerWins;
  getAchievements: GetAchievements;
  getGameHistory: GetGameHistory;
  listTransactions: ListTransactions;
  changePassword: ChangePassword;
  deleteAccount: DeleteAccount;
  updateProfile: UpdateProfile;
  getPreferences: GetPreferences;
  listDrawNotices: ListDrawNotices;
  markDrawNoticeSeen: MarkDrawNoticeSeen;
  savePreferences: SavePreferences;
  subscribeToNewGames: SubscribeToNewGames;
  confirmSubscription: ConfirmSubscription;
  sendContactMessage: SendContactMessage;
  registerPlayer: RegisterPlayer;
  logIn: LogIn;
  logOut: LogOut;
  authenticate: Authenticate;
  listGames: ListGames;
  getGame: GetGame;
  getAvailableNumbers: GetAvailableNumbers;
  getRecentNumbers: GetRecentNumbers;
  // Provably fair (issue 12).
  getFairness: GetFairness;
  getClientSeed: GetClientSeed;
  changeClientSeed: ChangeClientSeed;
  getFreePlayStatus: GetFreePlayStatus;
  takeFreeSpin: TakeFreeSpin;
  createGame: CreateGame;
  recordPresence: RecordPresence;
  countPlayersOnline: CountPlayersOnline;
  getSettings: GetSettings;
  changeSetting: ChangeSetting;
  resetSettings: ResetSettings;
  // The back office: games, participants, winners.
  updateGame: UpdateGame;
  deleteGame: DeleteGame;
  getPrizeImage: GetPrizeImage;
  listAdminGames: ListAdminGames;
  listParticipants: ListParticipants;
  selectWinner: SelectWinner;
  drawWinner: DrawWinner;
  listWinners: ListWinners;
  deleteWinner: DeleteWinner;
  // Payments: cards on file, paid spins, held numbers, the reconciler.
  addCard: AddCard;
  listCards: ListCards;
  getDefaultCard: GetDefaultCard;
  setDefaultCard: SetDefaultCard;
  removeCard: RemoveCard;
  spinWheel: SpinWheel;
  getPaidSpinStatus: GetPaidSpinStatus;
  payHeldNumber: PayHeldNumber;
  getOpenHold: GetOpenHold;
  reconcilePayments: ReconcilePayments;
  getCardFormSetup: GetCardFormSetup;
  // The administrator's sign-in and session (adapters/admin-module.ts).
  logInAdmin: LogInAdmin;
  logOutAdmin: LogOutAdmin;
  authenticateAdmin: AuthenticateAdmin;
  startTwoFactorEnrolment: StartTwoFactorEnrolment;
  confirmTwoFactorEnrolment: ConfirmTwoFactorEnrolment;
  getTwoFactorStatus: GetTwoFactorStatus;
  // The back office's analytics (adapters/analytics-module.ts).
  getAnalytics: GetAnalytics;
  getSponsor: GetSponsor;
  // Fair use across every server process (adapters/fair-use-module.ts).
  openWriteLimit: OpenWriteLimit;
  liveStreamSlots: LiveStreamSlots;
  /** The contact page's e-mail and postal address, as configured. */
  getContactDetails: GetContactDetails;
  /** The e-mail domains sign-up admits, for the form's hint. */
  getSignUpRules: GetSignUpRules;
  /** The game pages' and the lobby's live streams (tRPC subscriptions). */
  liveUpdates: LiveUpdates;
  getDashboardStats: GetDashboardStats;
  checkHealth: CheckHealth;
  /** GET /api/ready: not draining, the database reachable, the migrations applied. */
  checkReadiness: CheckReadiness;
  /** The database's figures behind the metrics' gauges. */
  readOperationsFigures: ReadOperationsFigures;
  // Mail: the outbox's dispatcher, password reset, new-game announcements and their unsubscribe.
  dispatchMail: DispatchMail;
  announceNewGame: AnnounceNewGame;
  requestPasswordReset: RequestPasswordReset;
  resetPassword: ResetPassword;
  unsubscribe: Unsubscribe;
  // Mail in the back office (issue 11 phase 2): completion and test e-mails, the Mail panel, closing.
  sendCompletionEmails: SendCompletionEmails;
  sendTestEmail: SendTestEmail;
  listMail: ListMail;
  getMail: GetMail;
  closeGames: CloseGames;
  // The back office's settings, profile and system status (adapters/back-office-module.ts).
  changeSettings: ChangeSettings;
  updateAdminProfile: UpdateAdminProfile;
  changeAdminPassword: ChangeAdminPassword;
  getSystemStatus: GetSystemStatus;
  testConnections: TestConnections;
  listOperatorNotifications: ListOperatorNotifications;
}
