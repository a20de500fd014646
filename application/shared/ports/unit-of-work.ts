import type { ErasedAccounts } from '../../accounts/ports/erased-accounts';
import type { PasswordResetTokens } from '../../accounts/ports/password-reset-tokens';
import type { PreferencesStore } from '../../accounts/ports/preferences-store';
import type { SessionStore } from '../../accounts/ports/session-store';
import type { UserRepository } from '../../accounts/ports/user-repository';
import type { UserDirectory } from '../../back-office/ports/user-directory';
import type { GameClosings } from '../../games/ports/game-closings';
import type { GameEntries } from '../../games/ports/game-entries';
import type { GameLog } from '../../games/ports/game-log';
import type { GameRepository } from '../../games/ports/game-repository';
import type { InstantPrizes } from '../../games/ports/instant-prizes';
import type { NumberPool } from '../../games/ports/number-pool';
import type { PrizeImageStore } from '../../games/ports/prize-image-store';
import type { WinnerRepository } from '../../games/ports/winner-repository';
import type { ContactMessageStore } from '../../mail/ports/contact-message-store';
import type { SubscriptionStore } from '../../mail/ports/subscription-store';
import type { CardRepository } from '../../payments/ports/card-repository';
import type { PaymentLedger } from '../../payments/ports/payment-ledger';
import type { ResponsiblePlayStore } from '../../responsible-play/ports/responsible-play-store';
import type { PrizeClaims } from '../../winners/ports/prize-claims';
import type { WinnersList } from '../../winners/ports/winners-list';
import type { EventLog } from './event-log';
import type { Outbox } from './outbox';

/** The repositories, all bound to one transaction (or to autocommit outside one). */
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
}

/** Runs work in one database transaction: all of it commits, or none of it. */
export interface UnitOfWork {
  run<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}
