import type { UserRepository } from '../accounts';
import type { ListTransactions, Transaction } from './list-transactions';

/** A player's transactions as the administrator sees them (the player's own list); null when unknown. */
export class ListUserTransactions {
  constructor(
    private readonly users: UserRepository,
    private readonly transactions: ListTransactions,
  ) {}

  async execute(userId: number): Promise<Transaction[] | null> {
    if (!(await this.users.findById(userId))) return null;
    return this.transactions.execute(userId);
  }
}
