import { inject, injectable } from 'inversify';
import type { UserRepository } from '../accounts';
import { store } from '../shared/tokens';
import type { Transaction } from './list-transactions';
import { ListTransactions } from './list-transactions';

/** A player's transactions as the administrator sees them (the player's own list); null when unknown. */
@injectable()
export class ListUserTransactions {
  constructor(
    @inject(store('users')) private readonly users: UserRepository,
    @inject(ListTransactions) private readonly transactions: ListTransactions,
  ) {}

  async execute(userId: number): Promise<Transaction[] | null> {
    if (!(await this.users.findById(userId))) return null;
    return this.transactions.execute(userId);
  }
}
