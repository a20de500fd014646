import type postgres from 'postgres';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work';
import { PostgresCardRepository } from './postgres-card-repository';
import { PostgresContactMessageStore } from './postgres-contact-message-store';
import { PostgresErasedAccounts } from './postgres-erased-accounts';
import { PostgresEventLog } from './postgres-event-log';
import { PostgresGameClosings } from './postgres-game-closings';
import { PostgresGameEntries } from './postgres-game-entries';
import { PostgresGameLog } from './postgres-game-log';
import { PostgresGameRepository } from './postgres-game-repository';
import { PostgresNumberPool } from './postgres-number-pool';
import { PostgresOutbox } from './postgres-outbox';
import { PostgresPasswordResetTokens } from './postgres-password-reset-tokens';
import { PostgresPaymentLedger } from './postgres-payment-ledger';
import { PostgresPreferencesStore } from './postgres-preferences-store';
import { PostgresPrizeImageStore } from './postgres-prize-image-store';
import { PostgresResponsiblePlayStore } from './postgres-responsible-play-store';
import { PostgresSessionStore } from './postgres-session-store';
import { PostgresSubscriptionStore } from './postgres-subscription-store';
import { PostgresUserDirectory } from './postgres-user-directory';
import { PostgresUserRepository } from './postgres-user-repository';
import { PostgresWinnerRepository } from './postgres-winner-repository';
import type { Queryable } from './queryable';

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
  };
}

/**
 * Each unit of work runs on a connection reserved from the pool for it alone, with its own BEGIN and
 * COMMIT. Not `sql.begin`: in postgres.js 3.4 a BEGIN that fills a busy connection's pipeline (or
 * meets socket back-pressure) is sent without reserving that connection, and the request fails with
 * UNSAFE_TRANSACTION (porsager/postgres#823, #1189). 250 parallel paid spins met it on PostgreSQL.
 * A reserved connection carries no other request's queries, so the BEGIN cannot be misplaced.
 */
export class PostgresUnitOfWork implements UnitOfWork {
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
