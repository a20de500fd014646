import type { Repositories, RepositoriesUnitOfWork } from '../../persistence/repositories';
import { InMemoryErasedAccounts } from '../accounts/in-memory-erased-accounts';
import { InMemoryPasswordResetTokens } from '../accounts/in-memory-password-reset-tokens';
import { InMemoryPreferencesStore } from '../accounts/in-memory-preferences-store';
import { InMemorySessionStore } from '../accounts/in-memory-session-store';
import { InMemoryUserRepository } from '../accounts/in-memory-user-repository';
import { InMemoryEventLog } from '../back-office/in-memory-event-log';
import { InMemoryUserDirectory } from '../back-office/in-memory-user-directory';
import { InMemoryGameLog } from '../fairness/in-memory-game-log';
import { InMemoryGameClosings } from '../games/in-memory-game-closings';
import { InMemoryGameEntries } from '../games/in-memory-game-entries';
import { InMemoryGameRepository } from '../games/in-memory-game-repository';
import { InMemoryGameTerms } from '../games/in-memory-game-terms';
import { InMemoryInstantPrizes } from '../games/in-memory-instant-prizes';
import { InMemoryNumberPool } from '../games/in-memory-number-pool';
import { InMemoryPrizeImageStore } from '../games/in-memory-prize-image-store';
import { Changes, InMemoryStore } from '../in-memory-store';
import { InMemoryContactMessageStore } from '../mail/in-memory-contact-message-store';
import { InMemoryOutbox } from '../mail/in-memory-outbox';
import { InMemorySubscriptionStore } from '../mail/in-memory-subscription-store';
import { InMemoryCardRepository } from '../payments/in-memory-card-repository';
import { InMemoryPaymentLedger } from '../payments/in-memory-payment-ledger';
import { InMemoryResponsiblePlayStore } from '../responsible-play/in-memory-responsible-play-store';
import { InMemoryPrizeClaims } from '../winners/in-memory-prize-claims';
import { InMemoryWinnerRepository } from '../winners/in-memory-winner-repository';
import { InMemoryWinnersList } from '../winners/in-memory-winners-list';

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
    prizeClaims: new InMemoryPrizeClaims(store, changes),
    winnersList: new InMemoryWinnersList(store),
    instantPrizes: new InMemoryInstantPrizes(store, changes),
    terms: new InMemoryGameTerms(store, changes),
  };
}

/**
 * Units of work run one at a time (as if each locked the whole database), and a thrown error undoes
 * the writes of the failed one.
 */
export class InMemoryUnitOfWork implements RepositoriesUnitOfWork {
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
