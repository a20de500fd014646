import type postgres from 'postgres';
import type { Repositories, RepositoriesUnitOfWork } from '../../persistence/repositories';
import { PostgresErasedAccounts } from '../accounts/postgres-erased-accounts';
import { PostgresPasswordResetTokens } from '../accounts/postgres-password-reset-tokens';
import { PostgresPreferencesStore } from '../accounts/postgres-preferences-store';
import { PostgresSessionStore } from '../accounts/postgres-session-store';
import { PostgresUserRepository } from '../accounts/postgres-user-repository';
import { PostgresEventLog } from '../back-office/postgres-event-log';
import { PostgresUserDirectory } from '../back-office/postgres-user-directory';
import { PostgresGameLog } from '../fairness/postgres-game-log';
import { PostgresGameClosings } from '../games/postgres-game-closings';
import { PostgresGameEntries } from '../games/postgres-game-entries';
import { PostgresGameRepository } from '../games/postgres-game-repository';
import { PostgresGameTerms } from '../games/postgres-game-terms';
import { PostgresInstantPrizes } from '../games/postgres-instant-prizes';
import { PostgresNumberPool } from '../games/postgres-number-pool';
import { PostgresPrizeImageStore } from '../games/postgres-prize-image-store';
import { PostgresContactMessageStore } from '../mail/postgres-contact-message-store';
import { PostgresOutbox } from '../mail/postgres-outbox';
import { PostgresSubscriptionStore } from '../mail/postgres-subscription-store';
import { PostgresCardRepository } from '../payments/postgres-card-repository';
import { PostgresPaymentLedger } from '../payments/postgres-payment-ledger';
import type { Queryable } from '../queryable';
import { PostgresResponsiblePlayStore } from '../responsible-play/postgres-responsible-play-store';
import { PostgresPrizeClaims } from '../winners/postgres-prize-claims';
import { PostgresWinnerRepository } from '../winners/postgres-winner-repository';
import { PostgresWinnersList } from '../winners/postgres-winners-list';

/** The repositories on a pool (autocommit) or bound to one open transaction. */
export function postgresRepositories(sql: Queryable): Repositories {
  return {
    games: new PostgresGameRepository(sql),
    numbers: new PostgresNumberPool(sql),
    users: new PostgresUserRepository(sql),
    winners: new PostgresWinnerRepository(sql),
    subscriptions: new PostgresSubscriptionStore(sql),
    contactMessages: new PostgresContactMessageStore(sql),
    preferences: new PostgresPreferencesStore(sql),
    cards: new PostgresCardRepository(sql),
    payments: new PostgresPaymentLedger(sql),
    entries: new PostgresGameEntries(sql),
    images: new PostgresPrizeImageStore(sql),
    outbox: new PostgresOutbox(sql),
    passwordResets: new PostgresPasswordResetTokens(sql),
    erasedAccounts: new PostgresErasedAccounts(sql),
    responsiblePlay: new PostgresResponsiblePlayStore(sql),
    events: new PostgresEventLog(sql),
    sessions: new PostgresSessionStore(sql),
    directory: new PostgresUserDirectory(sql),
    fairness: new PostgresGameLog(sql),
    closings: new PostgresGameClosings(sql),
    prizeClaims: new PostgresPrizeClaims(sql),
    winnersList: new PostgresWinnersList(sql),
    instantPrizes: new PostgresInstantPrizes(sql),
    terms: new PostgresGameTerms(sql),
  };
}

/**
 * Each unit of work runs on a connection reserved from the pool for it alone, with its own BEGIN and
 * COMMIT. Not `sql.begin`: in postgres.js 3.4 a BEGIN that fills a busy connection's pipeline (or
 * meets socket back-pressure) is sent without reserving that connection, and the request fails with
 * UNSAFE_TRANSACTION (porsager/postgres#823, #1189). 250 parallel paid spins met it on PostgreSQL.
 * A reserved connection carries no other request's queries, so the BEGIN cannot be misplaced.
 */
export class PostgresUnitOfWork implements RepositoriesUnitOfWork {
  constructor(private readonly sql: postgres.Sql) {}

  async run<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    const connection = await this.sql.reserve();
    try {
      await connection`begin`;
      let result: T;
      try {
        result = await work(postgresRepositories(connection));
      } catch (error) {
        await connection`rollback`;
        throw error;
      }
      await connection`commit`;
      return result;
    } finally {
      connection.release();
    }
  }
}
