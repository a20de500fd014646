import type postgres from 'postgres';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work';
import { PostgresCardRepository } from './postgres-card-repository';
import { PostgresContactMessageStore } from './postgres-contact-message-store';
import { PostgresGameRepository } from './postgres-game-repository';
import { PostgresNumberPool } from './postgres-number-pool';
import { PostgresPaymentLedger } from './postgres-payment-ledger';
import { PostgresPreferencesStore } from './postgres-preferences-store';
import { PostgresSubscriptionStore } from './postgres-subscription-store';
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
  };
}

export class PostgresUnitOfWork implements UnitOfWork {
  constructor(private readonly sql: postgres.Sql) {}

  run<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    return this.sql.begin((tx) => work(postgresRepositories(tx))) as Promise<T>;
  }
}
