import { Container, ContainerModule, type ResolutionContext } from 'inversify';
import { Authenticate } from '../application/accounts/authenticate';
import { ChangePassword } from '../application/accounts/change-password';
import { DeleteAccount } from '../application/accounts/delete-account';
import { ErasedIdentity } from '../application/accounts/erased-identity';
import { GetPreferences } from '../application/accounts/get-preferences';
import { GetSignUpRules } from '../application/accounts/get-sign-up-rules';
import { LogIn } from '../application/accounts/log-in';
import { LogOut } from '../application/accounts/log-out';
import type { LoginAttempts } from '../application/accounts/ports/login-attempts';
import type { PasswordHasher } from '../application/accounts/ports/password-hasher';
import type { SessionStore } from '../application/accounts/ports/session-store';
import { RegisterPlayer } from '../application/accounts/register-player';
import { SavePreferences } from '../application/accounts/save-preferences';
import { UpdateProfile } from '../application/accounts/update-profile';
import { AdminSettingsGuard } from '../application/admin/admin-settings-guard';
import type { AdminRepository } from '../application/admin/ports/admin-repository';
import type { AdminSessionStore } from '../application/admin/ports/admin-session-store';
import type { AdminTwoFactorStore } from '../application/admin/ports/admin-two-factor-store';
import type { AnalyticsReadModel } from '../application/back-office/ports/analytics-read-model';
import type { DatabaseStats } from '../application/back-office/ports/database-stats';
import type { OperatorAlerts } from '../application/back-office/ports/operator-alerts';
import { ChangeClientSeed } from '../application/fairness/change-client-seed';
import { GetClientSeed } from '../application/fairness/get-client-seed';
import { GetFairness } from '../application/fairness/get-fairness';
import { CountPlayersOnline } from '../application/games/count-players-online';
import { CreateGame } from '../application/games/create-game';
import { DeleteGame } from '../application/games/delete-game';
import { GetAvailableNumbers } from '../application/games/get-available-numbers';
import { GetGame } from '../application/games/get-game';
import { GetGameHistory } from '../application/games/get-game-history';
import { GetPrizeImage } from '../application/games/get-prize-image';
import { GetRecentNumbers } from '../application/games/get-recent-numbers';
import { GetSponsor } from '../application/games/get-sponsor';
import { ListAdminGames } from '../application/games/list-admin-games';
import { ListGames } from '../application/games/list-games';
import { ListParticipants } from '../application/games/list-participants';
import type { PresenceTracker } from '../application/games/ports/presence-tracker';
import { RecordPresence } from '../application/games/record-presence';
import { UpdateGame } from '../application/games/update-game';
import { ConfirmSubscription } from '../application/mail/confirm-subscription';
import { SubscribeToNewGames } from '../application/mail/subscribe-to-new-games';
import type { LiveStreamLeases } from '../application/operations/ports/live-stream-leases';
import { ListTransactions } from '../application/payments/list-transactions';
import { GetAchievements } from '../application/play/get-achievements';
import { GetFreePlayStatus } from '../application/play/get-free-play-status';
import { GetPlayerStats } from '../application/play/get-player-stats';
import { ListDrawNotices } from '../application/play/list-draw-notices';
import { ListPlayerWins } from '../application/play/list-player-wins';
import { MarkDrawNoticeSeen } from '../application/play/mark-draw-notice-seen';
import type { DrawNotices } from '../application/play/ports/draw-notices';
import type { SpinDesk } from '../application/play/ports/spin-desk';
import { TakeFreeSpin } from '../application/play/take-free-spin';
import { ChangeSetting } from '../application/settings/change-setting';
import { contactDetailsOf, GetContactDetails } from '../application/settings/get-contact-details';
import { GetSettings } from '../application/settings/get-settings';
import type { SettingsStore } from '../application/settings/ports/settings-store';
import { ResetSettings } from '../application/settings/reset-settings';
import type { Clock } from '../application/shared/ports/clock';
import type { Logger } from '../application/shared/ports/logger';
import type { RandomSource } from '../application/shared/ports/random-source';
import type { Repositories, UnitOfWork } from '../application/shared/ports/unit-of-work';
import { DeleteWinner } from '../application/winners/delete-winner';
import { DrawWinner } from '../application/winners/draw-winner';
import { ListWinners } from '../application/winners/list-winners';
import { SelectWinner } from '../application/winners/select-winner';
import { adminModule, resolveAdminUseCases } from './admin-module';
import { adminUsersModule, resolveAdminUserUseCases } from './admin-users-module';
import { analyticsModule, resolveAnalyticsUseCases } from './analytics-module';
import { backOfficeModule, resolveBackOfficeUseCases } from './back-office-module';
import { CachedSettingsStore } from './cache/cached-settings-store';
import type { AppConfig } from './config';
import { fairUseModule, resolveFairUseUseCases } from './fair-use-module';
import { type GameChangeSource, LIVE_TOKENS, liveModule } from './live-module';
import { PinoLogger } from './logging/pino-logger';
import { type MailOverrides, mailModule, resolveMailUseCases } from './mail-module';
import { operationsModule, resolveOperationsUseCases } from './operations-module';
import { type PaymentOverrides, paymentsModule, resolvePaymentUseCases } from './payments-module';
import { readCacheModule } from './read-cache-module';
import { resolveResponsiblePlayUseCases, responsiblePlayModule } from './responsible-play-module';
import { Argon2PasswordHasher } from './security/argon2-password-hasher';
import { CryptoSessionTokens } from './security/crypto-session-tokens';
import { HmacEmailKeys } from './security/hmac-email-keys';
import { CryptoIdGenerator } from './system/crypto-id-generator';
import { CryptoRandomSource } from './system/crypto-random-source';
import { SystemClock } from './system/system-clock';
import { TOKENS } from './tokens';
import type { UseCases } from './use-cases';
import { resolveWinnerClaimUseCases, winnerClaimsModule } from './winners-claims-module';

/** The stores the use cases run on: PostgreSQL (server or embedded PGlite) or in memory. */
export interface Persistence {
  repositories: Repositories;
  sessions: SessionStore;
  unitOfWork: UnitOfWork;
  /** The spin's critical section as one atomic step (issue 14 item 2). */
  spins: SpinDesk;
  settings: SettingsStore;
  loginAttempts: LoginAttempts;
  /** The places of open live streams, counted over every process (adapters/fair-use-module.ts). */
  liveStreamLeases: LiveStreamLeases;
  presence: PresenceTracker;
  /** Administrator accounts and sessions (adapters/admin-module.ts). */
  admins: AdminRepository;
  adminSessions: AdminSessionStore;
  /** Their authenticator secrets and recovery codes (two-factor sign-in). */
  adminTwoFactor: AdminTwoFactorStore;
  /** Which drawn games' results each player was shown (the in-page notice). */
  drawNotices: DrawNotices;
  /** The Overview tab's per-game spins and revenue, and the health check's ping. */
  /** The back office's reads of the database's health and of what needs the operator. */
  databaseStats: DatabaseStats;
  operatorAlerts: OperatorAlerts;
  /** The back office's analytics sums (adapters/analytics-module.ts). */
  analytics: AnalyticsReadModel;
  /** What changed in which game, from every server process (adapters/live-module.ts). */
  gameChanges: GameChangeSource;
}

/** Ports a test may swap for its own adapter (a seeded random source, a cheap hasher...). */
export interface Overrides extends PaymentOverrides, MailOverrides {
  clock?: Clock;
  random?: RandomSource;
  hasher?: PasswordHasher;
  logger?: Logger;
}

const systemModule = (config: ResolvedConfig, overrides: Overrides) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.config).toConstantValue(config);
    bind(ErasedIdentity).toConstantValue(new ErasedIdentity(new HmacEmailKeys(config.dataKey)));
    bind(GetSponsor).toConstantValue(new GetSponsor(config.sponsor));
    bind(GetContactDetails).toConstantValue(
      new GetContactDetails(contactDetailsOf(config.mail.publicContactEmail, config.sponsor)),
    );
    bind(TOKENS.clock).toConstantValue(overrides.clock ?? new SystemClock());
    bind(TOKENS.random).toConstantValue(overrides.random ?? new CryptoRandomSource());
    bind(TOKENS.ids).toConstantValue(new CryptoIdGenerator());
    bind(TOKENS.hasher).toConstantValue(overrides.hasher ?? new Argon2PasswordHasher());
    bind(TOKENS.sessionTokens).toConstantValue(new CryptoSessionTokens());
    bind(TOKENS.logger).toConstantValue(overrides.logger ?? PinoLogger.create(config.logFormat));
  });

const persistenceModule = (persistence: Persistence) =>
  new ContainerModule(({ bind }) => {
    // The repositories and the unit of work: adapters/read-cache-module.ts (they drop cached reads).
    bind(TOKENS.sessions).toConstantValue(persistence.sessions);
    // Read on hot paths (spins, sign-ins): cached for a few seconds.
    bind(TOKENS.settings).toConstantValue(new CachedSettingsStore(persistence.settings));
    bind(TOKENS.loginAttempts).toConstantValue(persistence.loginAttempts);
    bind(TOKENS.presence).toConstantValue(persistence.presence);
    bind(ListDrawNotices).toDynamicValue(
      (ctx) => new ListDrawNotices(persistence.drawNotices, ctx.get(TOKENS.repositories).preferences),
    );
    bind(MarkDrawNoticeSeen).toDynamicValue(
      (ctx) => new MarkDrawNoticeSeen(persistence.drawNotices, ctx.get(TOKENS.clock)),
    );
  });

/** Use cases are bound by their class, each built by a factory from its ports (no decorators). */
const useCaseModule = new ContainerModule(({ bind }) => {
  const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
  bind(RegisterPlayer).toDynamicValue(
    (ctx) =>
      new RegisterPlayer(
        repos(ctx).users,
        ctx.get(TOKENS.hasher),
        ctx.get(TOKENS.clock),
        ctx.get(TOKENS.settings),
        ctx.get(TOKENS.unitOfWork),
        ctx.get(ErasedIdentity),
      ),
  );
  bind(LogIn).toDynamicValue(
    (ctx) =>
      new LogIn(
        repos(ctx).users,
        ctx.get(TOKENS.unitOfWork),
        ctx.get(TOKENS.hasher),
        ctx.get(TOKENS.sessionTokens),
        ctx.get(TOKENS.clock),
        ctx.get(TOKENS.loginAttempts),
        ctx.get(TOKENS.settings),
        ctx.get(TOKENS.logger),
      ),
  );
  bind(LogOut).toDynamicValue((ctx) => new LogOut(ctx.get(TOKENS.sessions), ctx.get(TOKENS.sessionTokens)));
  bind(Authenticate).toDynamicValue(
    (ctx) =>
      new Authenticate(
        ctx.get(TOKENS.sessions),
        repos(ctx).users,
        ctx.get(TOKENS.sessionTokens),
        ctx.get(TOKENS.clock),
      ),
  );
  // ListGames, GetGame, GetAvailableNumbers, GetRecentNumbers: cached (adapters/read-cache-module.ts).
  bind(GetFairness).toDynamicValue((ctx) => new GetFairness(repos(ctx), ctx.get(TOKENS.clock)));
  bind(GetClientSeed).toDynamicValue((ctx) => new GetClientSeed(repos(ctx).fairness));
  bind(ChangeClientSeed).toDynamicValue((ctx) => new ChangeClientSeed(repos(ctx).fairness));
  bind(GetFreePlayStatus).toDynamicValue(
    (ctx) => new GetFreePlayStatus(repos(ctx).games, repos(ctx).numbers, repos(ctx), ctx.get(ErasedIdentity)),
  );
  bind(TakeFreeSpin).toDynamicValue(
    (ctx) =>
      new TakeFreeSpin(
        ctx.get(TOKENS.spins),
        ctx.get(TOKENS.repositories),
        ctx.get(TOKENS.clock),
        ctx.get(TOKENS.ids),
        ctx.get(TOKENS.settings),
        ctx.get(ErasedIdentity),
      ),
  );
  bind(RecordPresence).toDynamicValue(
    (ctx) => new RecordPresence(ctx.get(TOKENS.presence), ctx.get(TOKENS.clock)),
  );
  bind(CountPlayersOnline).toDynamicValue(
    (ctx) => new CountPlayersOnline(ctx.get(TOKENS.presence), ctx.get(TOKENS.clock)),
  );
  bind(GetSettings).toDynamicValue((ctx) => new GetSettings(ctx.get(TOKENS.settings)));
  bind(GetSignUpRules).toDynamicValue((ctx) => new GetSignUpRules(ctx.get(TOKENS.settings)));
  bind(ChangeSetting).toDynamicValue(
    (ctx) => new ChangeSetting(ctx.get(TOKENS.settings), ctx.get(AdminSettingsGuard)),
  );
  bind(ResetSettings).toDynamicValue((ctx) => new ResetSettings(ctx.get(TOKENS.settings)));
});

/** The player's account and history. Account deletion runs every AccountErasureHook bound. */
const accountModule = new ContainerModule(({ bind }) => {
  const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
  bind(GetPlayerStats).toDynamicValue((ctx) => new GetPlayerStats(repos(ctx).numbers, repos(ctx).winners));
  bind(ListPlayerWins).toDynamicValue((ctx) => new ListPlayerWins(repos(ctx).winners));
  bind(GetAchievements).toDynamicValue((ctx) => new GetAchievements(ctx.get(GetPlayerStats)));
  bind(GetGameHistory).toDynamicValue((ctx) => new GetGameHistory(repos(ctx).numbers));
  bind(ListTransactions).toDynamicValue((ctx) => new ListTransactions(repos(ctx).numbers, repos(ctx).games));
  bind(ChangePassword).toDynamicValue(
    (ctx) =>
      new ChangePassword(
        repos(ctx).users,
        ctx.get(TOKENS.unitOfWork),
        ctx.get(TOKENS.sessions),
        ctx.get(TOKENS.hasher),
        ctx.get(TOKENS.clock),
      ),
  );
  bind(DeleteAccount).toDynamicValue(
    (ctx) =>
      new DeleteAccount(
        ctx.get(TOKENS.unitOfWork),
        ctx.get(TOKENS.sessions),
        ctx.getAll(TOKENS.accountErasureHooks, { optional: true }),
        ctx.get(TOKENS.clock),
        ctx.get(ErasedIdentity),
      ),
  );
  bind(UpdateProfile).toDynamicValue((ctx) => new UpdateProfile(repos(ctx).users));
  bind(SubscribeToNewGames).toDynamicValue(
    (ctx) =>
      new SubscribeToNewGames(
        ctx.get(TOKENS.unitOfWork),
        ctx.get(TOKENS.sessionTokens),
        ctx.get(TOKENS.links),
        ctx.get(TOKENS.clock),
      ),
  );
  bind(ConfirmSubscription).toDynamicValue(
    (ctx) =>
      new ConfirmSubscription(repos(ctx).subscriptions, ctx.get(TOKENS.sessionTokens), ctx.get(TOKENS.clock)),
  );
  bind(GetPreferences).toDynamicValue((ctx) => new GetPreferences(repos(ctx)));
  bind(SavePreferences).toDynamicValue(
    (ctx) =>
      new SavePreferences(
        ctx.get(TOKENS.unitOfWork),
        ctx.get(TOKENS.clock),
        ctx.get(TOKENS.sessionTokens),
        ctx.get(TOKENS.links),
      ),
  );
});

/** The back office's games and winners. Writes go through the invalidating unit of work (lobby cache). */
const adminGamesModule = new ContainerModule(({ bind }) => {
  const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
  const uow = (ctx: ResolutionContext) => ctx.get(TOKENS.unitOfWork);
  bind(CreateGame).toDynamicValue(
    (ctx) => new CreateGame(uow(ctx), ctx.get(TOKENS.clock), ctx.get(TOKENS.settings), ctx.get(TOKENS.links)),
  );
  bind(UpdateGame).toDynamicValue(
    (ctx) => new UpdateGame(uow(ctx), ctx.get(TOKENS.clock), ctx.get(TOKENS.settings)),
  );
  bind(DeleteGame).toDynamicValue((ctx) => new DeleteGame(uow(ctx), ctx.get(TOKENS.clock)));
  bind(GetPrizeImage).toDynamicValue((ctx) => new GetPrizeImage(repos(ctx).games, repos(ctx).images));
  bind(ListAdminGames).toDynamicValue(
    (ctx) =>
      new ListAdminGames(
        repos(ctx).games,
        repos(ctx).numbers,
        repos(ctx).entries,
        repos(ctx).winners,
        repos(ctx).closings,
        ctx.get(TOKENS.clock),
      ),
  );
  bind(ListParticipants).toDynamicValue((ctx) => new ListParticipants(repos(ctx), ctx.get(TOKENS.clock)));
  bind(SelectWinner).toDynamicValue(
    (ctx) => new SelectWinner(uow(ctx), ctx.get(TOKENS.clock), ctx.get(TOKENS.settings)),
  );
  bind(DrawWinner).toDynamicValue(
    (ctx) => new DrawWinner(uow(ctx), ctx.get(TOKENS.clock), ctx.get(TOKENS.settings)),
  );
  bind(ListWinners).toDynamicValue((ctx) => new ListWinners(repos(ctx).winners));
  bind(DeleteWinner).toDynamicValue((ctx) => new DeleteWinner(uow(ctx), ctx.get(TOKENS.clock)));
});

/** The one composition root: ports bound to adapters, use cases bound to factories. */
/** The configuration once its data key is known (startServer reads or makes it when DATA_KEY is unset). */
export type ResolvedConfig = AppConfig & { dataKey: Buffer };

export function buildContainer(
  config: ResolvedConfig,
  persistence: Persistence,
  overrides: Overrides = {},
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    systemModule(config, overrides),
    persistenceModule(persistence),
    readCacheModule(persistence),
    useCaseModule,
    accountModule,
    adminGamesModule,
    responsiblePlayModule,
  );
  container.load(paymentsModule(config.payments, overrides), adminModule(persistence));
  container.load(mailModule(config.mail, config.publicUrl, overrides));
  container.load(adminUsersModule);
  container.load(backOfficeModule(config, persistence));
  container.load(analyticsModule(persistence));
  container.load(liveModule(persistence.gameChanges));
  container.load(operationsModule(persistence));
  container.load(fairUseModule(config, persistence));
  container.load(winnerClaimsModule(config.dataKey));
  return container;
}

export function resolveUseCases(container: Container): UseCases {
  return {
    ...resolvePaymentUseCases(container),
    ...resolveAdminUseCases(container),
    ...resolveMailUseCases(container),
    ...resolveResponsiblePlayUseCases(container),
    ...resolveAdminUserUseCases(container),
    ...resolveBackOfficeUseCases(container),
    ...resolveAnalyticsUseCases(container),
    ...resolveOperationsUseCases(container),
    ...resolveFairUseUseCases(container),
    ...resolveWinnerClaimUseCases(container),
    getPlayerStats: container.get(GetPlayerStats),
    listPlayerWins: container.get(ListPlayerWins),
    getAchievements: container.get(GetAchievements),
    getGameHistory: container.get(GetGameHistory),
    listTransactions: container.get(ListTransactions),
    changePassword: container.get(ChangePassword),
    deleteAccount: container.get(DeleteAccount),
    updateProfile: container.get(UpdateProfile),
    subscribeToNewGames: container.get(SubscribeToNewGames),
    confirmSubscription: container.get(ConfirmSubscription),
    getPreferences: container.get(GetPreferences),
    listDrawNotices: container.get(ListDrawNotices),
    markDrawNoticeSeen: container.get(MarkDrawNoticeSeen),
    savePreferences: container.get(SavePreferences),
    registerPlayer: container.get(RegisterPlayer),
    logIn: container.get(LogIn),
    logOut: container.get(LogOut),
    authenticate: container.get(Authenticate),
    listGames: container.get(ListGames),
    getGame: container.get(GetGame),
    getAvailableNumbers: container.get(GetAvailableNumbers),
    getRecentNumbers: container.get(GetRecentNumbers),
    getFairness: container.get(GetFairness),
    getClientSeed: container.get(GetClientSeed),
    changeClientSeed: container.get(ChangeClientSeed),
    getFreePlayStatus: container.get(GetFreePlayStatus),
    takeFreeSpin: container.get(TakeFreeSpin),
    createGame: container.get(CreateGame),
    updateGame: container.get(UpdateGame),
    deleteGame: container.get(DeleteGame),
    getPrizeImage: container.get(GetPrizeImage),
    listAdminGames: container.get(ListAdminGames),
    listParticipants: container.get(ListParticipants),
    selectWinner: container.get(SelectWinner),
    drawWinner: container.get(DrawWinner),
    listWinners: container.get(ListWinners),
    deleteWinner: container.get(DeleteWinner),
    recordPresence: container.get(RecordPresence),
    countPlayersOnline: container.get(CountPlayersOnline),
    getSettings: container.get(GetSettings),
    changeSetting: container.get(ChangeSetting),
    resetSettings: container.get(ResetSettings),
    getSponsor: container.get(GetSponsor),
    getContactDetails: container.get(GetContactDetails),
    getSignUpRules: container.get(GetSignUpRules),
    liveUpdates: container.get(LIVE_TOKENS.liveUpdates),
  };
}
