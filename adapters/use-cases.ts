import type { Authenticate } from '../application/accounts/authenticate';
import type { ChangePassword } from '../application/accounts/change-password';
import type { DeleteAccount } from '../application/accounts/delete-account';
import type { GetPreferences } from '../application/accounts/get-preferences';
import type { GetSignUpRules } from '../application/accounts/get-sign-up-rules';
import type { LogIn } from '../application/accounts/log-in';
import type { LogOut } from '../application/accounts/log-out';
import type { RegisterPlayer } from '../application/accounts/register-player';
import type { RequestPasswordReset } from '../application/accounts/request-password-reset';
import type { ResetPassword } from '../application/accounts/reset-password';
import type { SavePreferences } from '../application/accounts/save-preferences';
import type { UpdateProfile } from '../application/accounts/update-profile';
import type { AuthenticateAdmin } from '../application/admin/authenticate-admin';
import type { ChangeAdminPassword } from '../application/admin/change-admin-password';
import type { ConfirmTwoFactorEnrolment } from '../application/admin/confirm-two-factor-enrolment';
import type { GetTwoFactorStatus } from '../application/admin/get-two-factor-status';
import type { LogInAdmin } from '../application/admin/log-in-admin';
import type { LogOutAdmin } from '../application/admin/log-out-admin';
import type { StartTwoFactorEnrolment } from '../application/admin/start-two-factor-enrolment';
import type { UpdateAdminProfile } from '../application/admin/update-admin-profile';
import type { GetAnalytics } from '../application/back-office/get-analytics';
import type { GetSystemStatus } from '../application/back-office/get-system-status';
import type { ListOperatorNotifications } from '../application/back-office/list-operator-notifications';
import type { ReadOperationsFigures } from '../application/back-office/read-operations-figures';
import type { TestConnections } from '../application/back-office/test-connections';
import type { ChangeClientSeed } from '../application/fairness/change-client-seed';
import type { GetClientSeed } from '../application/fairness/get-client-seed';
import type { GetFairness } from '../application/fairness/get-fairness';
import type { CloseGames } from '../application/games/close-games';
import type { CountPlayersOnline } from '../application/games/count-players-online';
import type { CreateGame } from '../application/games/create-game';
import type { DeleteGame } from '../application/games/delete-game';
import type { GetAvailableNumbers } from '../application/games/get-available-numbers';
import type { GetGame } from '../application/games/get-game';
import type { GetGameHistory } from '../application/games/get-game-history';
import type { GetPrizeImage } from '../application/games/get-prize-image';
import type { GetRecentNumbers } from '../application/games/get-recent-numbers';
import type { GetSponsor } from '../application/games/get-sponsor';
import type { ListAdminGames } from '../application/games/list-admin-games';
import type { ListGames } from '../application/games/list-games';
import type { ListParticipants } from '../application/games/list-participants';
import type { RecordPresence } from '../application/games/record-presence';
import type { UpdateGame } from '../application/games/update-game';
import type { AnnounceNewGame } from '../application/mail/announce-new-game';
import type { ConfirmSubscription } from '../application/mail/confirm-subscription';
import type { DispatchMail } from '../application/mail/dispatch-mail';
import type { GetMail } from '../application/mail/get-mail';
import type { ListMail } from '../application/mail/list-mail';
import type { SendCompletionEmails } from '../application/mail/send-completion-emails';
import type { SendContactMessage } from '../application/mail/send-contact-message';
import type { SendTestEmail } from '../application/mail/send-test-email';
import type { SubscribeToNewGames } from '../application/mail/subscribe-to-new-games';
import type { Unsubscribe } from '../application/mail/unsubscribe';
import type { CheckHealth } from '../application/operations/check-health';
import type { CheckReadiness } from '../application/operations/check-readiness';
import type { LiveStreamSlots } from '../application/operations/live-stream-slots';
import type { OpenWriteLimit } from '../application/operations/open-write-limit';
import type { AddCard } from '../application/payments/add-card';
import type { GetCardFormSetup } from '../application/payments/get-card-form-setup';
import type { GetDefaultCard } from '../application/payments/get-default-card';
import type { ListCards } from '../application/payments/list-cards';
import type { ListTransactions } from '../application/payments/list-transactions';
import type { PayHeldNumber } from '../application/payments/pay-held-number';
import type { ReconcilePayments } from '../application/payments/reconcile-payments';
import type { RemoveCard } from '../application/payments/remove-card';
import type { SetDefaultCard } from '../application/payments/set-default-card';
import type { GetAchievements } from '../application/play/get-achievements';
import type { GetDashboardStats } from '../application/play/get-dashboard-stats';
import type { GetFreePlayStatus } from '../application/play/get-free-play-status';
import type { GetOpenHold } from '../application/play/get-open-hold';
import type { GetPaidSpinStatus } from '../application/play/get-paid-spin-status';
import type { GetPlayerStats } from '../application/play/get-player-stats';
import type { ListDrawNotices } from '../application/play/list-draw-notices';
import type { ListPlayerWins } from '../application/play/list-player-wins';
import type { MarkDrawNoticeSeen } from '../application/play/mark-draw-notice-seen';
import type { SpinWheel } from '../application/play/spin-wheel';
import type { TakeFreeSpin } from '../application/play/take-free-spin';
import type { ChangeSetting } from '../application/settings/change-setting';
import type { ChangeSettings } from '../application/settings/change-settings';
import type { GetContactDetails } from '../application/settings/get-contact-details';
import type { GetSettings } from '../application/settings/get-settings';
import type { ResetSettings } from '../application/settings/reset-settings';
import type { DeleteWinner } from '../application/winners/delete-winner';
import type { DrawWinner } from '../application/winners/draw-winner';
import type { ListWinners } from '../application/winners/list-winners';
import type { SelectWinner } from '../application/winners/select-winner';
import type { AdminUserUseCases } from './admin-users-module';
import type { LiveUpdates } from './live/live-updates';
import type { ResponsiblePlayUseCases } from './responsible-play-module';
import type { WinnerClaimUseCases } from './winners-claims-module';

/** Every use case the edge can call, built by the composition root. */
export interface UseCases extends ResponsiblePlayUseCases, AdminUserUseCases, WinnerClaimUseCases {
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
