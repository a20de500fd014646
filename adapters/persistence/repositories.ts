import type { ErasedAccounts } from '../../application/accounts/ports/erased-accounts';
import type { PasswordResetTokens } from '../../application/accounts/ports/password-reset-tokens';
import type { PreferencesStore } from '../../application/accounts/ports/preferences-store';
import type { SessionStore } from '../../application/accounts/ports/session-store';
import type { UserRepository } from '../../application/accounts/ports/user-repository';
import type { UserDirectory } from '../../application/back-office/ports/user-directory';
import type { GameClosings } from '../../application/games/ports/game-closings';
import type { GameEntries } from '../../application/games/ports/game-entries';
import type { GameLog } from '../../application/games/ports/game-log';
import type { GameRepository } from '../../application/games/ports/game-repository';
import type { GameTerms } from '../../application/games/ports/game-terms';
import type { InstantPrizes } from '../../application/games/ports/instant-prizes';
import type { NumberPool } from '../../application/games/ports/number-pool';
import type { PrizeImageStore } from '../../application/games/ports/prize-image-store';
import type { WinnerRepository } from '../../application/games/ports/winner-repository';
import type { ContactMessageStore } from '../../application/mail/ports/contact-message-store';
import type { SubscriptionStore } from '../../application/mail/ports/subscription-store';
import type { CardRepository } from '../../application/payments/ports/card-repository';
import type { PaymentLedger } from '../../application/payments/ports/payment-ledger';
import type { ResponsiblePlayStore } from '../../application/responsible-play/ports/responsible-play-store';
import type { EventLog } from '../../application/shared/ports/event-log';
import type { Outbox } from '../../application/shared/ports/outbox';
import type { UnitOfWork } from '../../application/shared/ports/unit-of-work';
import type { PrizeClaims } from '../../application/winners/ports/prize-claims';
import type { WinnersList } from '../../application/winners/ports/winners-list';

/**
 * Every store, all bound to one transaction (or to autocommit outside one): what the persistence
 * adapters' units of work hand their work. Each use case names the few it uses (`UnitOfWork<S>`),
 * which this whole bag satisfies.
 */
export interface Repositories {
  games: GameRepository;
  numbers: NumberPool;
  users: UserRepository;
  winners: WinnerRepository;
  subscriptions: SubscriptionStore;
  contactMessages: ContactMessageStore;
  preferences: PreferencesStore;
  cards: CardRepository;
  payments: PaymentLedger;
  entries: GameEntries;
  images: PrizeImageStore;
  /** E-mails to send, written in the same transaction as their cause. */
  outbox: Outbox;
  passwordResets: PasswordResetTokens;
  /** What is kept of deleted accounts by the keyed hash of their e-mail. */
  erasedAccounts: ErasedAccounts;
  responsiblePlay: ResponsiblePlayStore;
  /** The activity and audit log: an event commits with what it records. */
  events: EventLog;
  /** Player sessions: a sign-in's session commits with its 'login' event. */
  sessions: SessionStore;
  /** The back office's read model of the players. */
  directory: UserDirectory;
  /** Provably fair: seeds and the hash-chained log of each game. */
  fairness: GameLog;
  /** Games closed once (automatic closing), their pending draws and completion e-mails. */
  closings: GameClosings;
  /** The winners' claims of their prizes. */
  prizeClaims: PrizeClaims;
  /** The public winners list. */
  winnersList: WinnersList;
  /** Instant prizes: their numbers and their wins. */
  instantPrizes: InstantPrizes;
  /** The versions of each game's terms. */
  terms: GameTerms;
}

/** A unit of work over every store: the one the persistence adapters implement and wiring binds. */
export type RepositoriesUnitOfWork = UnitOfWork<Repositories>;
