import { Container, ContainerModule, type ResolutionContext } from 'inversify';
import { AdminSettingsGuard } from '../application/admin-settings-guard';
import { Authenticate } from '../application/authenticate';
import { ChangeClientSeed } from '../application/change-client-seed';
import { ChangePassword } from '../application/change-password';
import { ChangeSetting } from '../application/change-setting';
import { ConfirmSubscription } from '../application/confirm-subscription';
import { CountPlayersOnline } from '../application/count-players-online';
import { CreateGame } from '../application/create-game';
import { DeleteAccount } from '../application/delete-account';
import { DeleteGame } from '../application/delete-game';
import { DeleteWinner } from '../application/delete-winner';
import { DrawWinner } from '../application/draw-winner';
import { ErasedIdentity } from '../application/erased-identity';
import { GetAchievements } from '../application/get-achievements';
import { GetAvailableNumbers } from '../application/get-available-numbers';
import { GetClientSeed } from '../application/get-client-seed';
import { contactDetailsOf, GetContactDetails } from '../application/get-contact-details';
import { GetFairness } from '../application/get-fairness';
import { GetFreePlayStatus } from '../application/get-free-play-status';
import { GetGame } from '../application/get-game';
import { GetGameHistory } from '../application/get-game-history';
import { GetPlayerStats } from '../application/get-player-stats';
import { GetPreferences } from '../application/get-preferences';
import { GetPrizeImage } from '../application/get-prize-image';
import { GetRecentNumbers } from '../application/get-recent-numbers';
import { GetSettings } from '../application/get-settings';
import { GetSignUpRules } from '../application/get-sign-up-rules';
import { GetSponsor } from '../application/get-sponsor';
import { ListAdminGames } from '../application/list-admin-games';
import { ListDrawNotices } from '../application/list-draw-notices';
import { ListGames } from '../application/list-games';
import { ListParticipants } from '../application/list-participants';
import { ListPlayerWins } from '../application/list-player-wins';
import { ListTransactions } from '../application/list-transactions';
import { ListWinners } from '../application/list-winners';
import { LogIn } from '../application/log-in';
import { LogOut } from '../application/log-out';
import { MarkDrawNoticeSeen } from '../application/mark-draw-notice-seen';
import type { AdminRepository } from '../application/ports/admin-repository';
import type { AdminSessionStore } from '../application/ports/admin-session-store';
import type { AdminTwoFactorStore } from '../application/ports/admin-two-factor-store';
import type { AnalyticsReadModel } from '../application/ports/analytics-read-model';
import type { Clock } from '../application/ports/clock';
import type { DatabaseStats } from '../application/ports/database-stats';
import type { DrawNotices } from '../application/ports/draw-notices';
import type { LiveStreamLeases } from '../application/ports/live-stream-leases';
import type { Logger } from '../application/ports/logger';
import type { LoginAttempts } from '../application/ports/login-attempts';
import type { OperatorAlerts } from '../application/ports/operator-alerts';
import type { PasswordHasher } from '../application/ports/password-hasher';
import type { PresenceTracker } from '../application/ports/presence-tracker';
import type { RandomSource } from '../application/ports/random-source';
import type { SessionStore } from '../application/ports/session-store';
import type { SettingsStore } from '../application/ports/settings-store';
import type { SpinDesk } from '../application/ports/spin-desk';
import type { Repositories, UnitOfWork } from '../application/ports/unit-of-work';
import { RecordPresence } from '../application/record-presence';
import { RegisterPlayer } from '../application/register-player';
import { ResetSettings } from '../application/reset-settings';
import { SavePreferences } from '../application/save-preferences';
import { SelectWinner } from '../application/select-winner';
import { SubscribeToNewGames } from '../application/subscribe-to-new-games';
import { TakeFreeSpin } from '../application/take-free-spin';
import { UpdateGame } from '../application/update-game';
import { UpdateProfile } from '../application/update-profile';
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
  bind(SelectWinner).toDynamicValue((ctx) => new SelectWinner(uow(ctx), ctx.get(TOKENS.clock)));
  bind(DrawWinner).toDynamicValue((ctx) => new DrawWinner(uow(ctx), ctx.get(TOKENS.clock)));
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
