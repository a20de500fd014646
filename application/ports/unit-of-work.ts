import type { GameRepository } from './game-repository';
import type { NumberPool } from './number-pool';
import type { UserRepository } from './user-repository';

/** The repositories, all bound to one transaction (or to autocommit outside one). */
export interface Repositories {
  games: GameRepository;
  numbers: NumberPool;
  users: UserRepository;
}

/** Runs work in one database transaction: all of it commits, or none of it. */
export interface UnitOfWork {
  run<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}
