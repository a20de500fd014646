import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work';
import { InMemoryCardRepository } from './in-memory-card-repository';
import { InMemoryContactMessageStore } from './in-memory-contact-message-store';
import { InMemoryErasedAccounts } from './in-memory-erased-accounts';
import { InMemoryEventLog } from './in-memory-event-log';
import { InMemoryGameClosings } from './in-memory-game-closings';
import { InMemoryGameEntries } from './in-memory-game-entries';
import { InMemoryGameLog } from './in-memory-game-log';
import { InMemoryGameRepository } from './in-memory-game-repository';
import { InMemoryNumberPool } from './in-memory-number-pool';
import { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryPasswordResetTokens } from './in-memory-password-reset-tokens';
import { InMemoryPaymentLedger } from './in-memory-payment-ledger';
import { InMemoryPreferencesStore } from './in-memory-preferences-store';
import { InMemoryPrizeImageStore } from './in-memory-prize-image-store';
import { InMemoryResponsiblePlayStore } from './in-memory-responsible-play-store';
import { InMemorySessionStore } from './in-memory-session-store';
import { Changes, InMemoryStore } from './in-memory-store';
import { InMemorySubscriptionStore } from './in-memory-subscription-store';
import { InMemoryUserDirectory } from './in-memory-user-directory';
import { InMemoryUserRepository } from './in-memory-user-repository';
import { InMemoryWinnerRepository } from './in-memory-winner-repository';

/** The repositories on one store; with a change log, their writes can be rolled back. */
export function inMemoryRepositories(
  store: InMemoryStore = new InMemoryStore(),
  changes?: Changes,
): Repositories {
  return {
    games: new InMemoryGameRepository(store, changes),
    numbers: new InMemoryNumberPool(store, changes),
    users: new InMemoryUserRepository(store, changes),
    winners: new InMemoryWinnerRepository(store, changes),
    subscriptions: new InMemorySubscriptionStore(store, changes),
    contactMessages: new InMemoryContactMessageStore(store, changes),
    preferences: new InMemoryPreferencesStore(store, changes),
    cards: new InMemoryCardRepository(store, changes),
    payments: new InMemoryPaymentLedger(store, changes),
    entries: new InMemoryGameEntries(store),
    images: new InMemoryPrizeImageStore(store, changes),
    outbox: new InMemoryOutbox(store, changes),
    passwordResets: new InMemoryPasswordResetTokens(store, changes),
    erasedAccounts: new InMemoryErasedAccounts(store, changes),
    responsiblePlay: new InMemoryResponsiblePlayStore(store, changes),
    events: new InMemoryEventLog(store, changes),
    sessions: new InMemorySessionStore(store, changes),
    directory: new InMemoryUserDirectory(store),
    fairness: new InMemoryGameLog(store, changes),
    closings: new InMemoryGameClosings(store, changes),
  };
}

/**
 * Units of work run one at a time (as if each locked the whole database), and a thrown error undoes
 * the writes of the failed one.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  constructor(private readonly store: InMemoryStore) {}

  run<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    return this.store.exclusive.lock(async () => {
      const changes = new Changes();
      try {
        const result = await work(inMemoryRepositories(this.store, changes));
        for (const gameId of changes.changedGames) this.store.gameChanges.publish(gameId);
        return result;
      } catch (error) {
        changes.rollback();
        throw error;
      }
    });
  }
}
