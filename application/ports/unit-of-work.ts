import type { CardRepository } from './card-repository';
import type { ContactMessageStore } from './contact-message-store';
import type { ErasedAccounts } from './erased-accounts';
import type { EventLog } from './event-log';
import type { GameClosings } from './game-closings';
import type { GameEntries } from './game-entries';
import type { GameLog } from './game-log';
import type { GameRepository } from './game-repository';
import type { NumberPool } from './number-pool';
import type { Outbox } from './outbox';
import type { PasswordResetTokens } from './password-reset-tokens';
import type { PaymentLedger } from './payment-ledger';
import type { PreferencesStore } from './preferences-store';
import type { PrizeImageStore } from './prize-image-store';
import type { ResponsiblePlayStore } from './responsible-play-store';
import type { SessionStore } from './session-store';
import type { SubscriptionStore } from './subscription-store';
import type { UserDirectory } from './user-directory';
import type { UserRepository } from './user-repository';
import type { WinnerRepository } from './winner-repository';

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
}

/** Runs work in one database transaction: all of it commits, or none of it. */
export interface UnitOfWork {
  run<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}
