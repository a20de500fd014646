import { inject, injectable } from 'inversify';
import type { Preferences } from '../../domain/accounts/preferences';
import type { User } from '../../domain/accounts/user';
import type { PaymentCard } from '../../domain/payments/payment-card';
import type { PlayerWin } from '../../domain/play/player-wins';
import { GetPreferences, type UserRepository } from '../accounts';
import { ListCards, ListTransactions, type Transaction } from '../payments';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, store } from '../shared/tokens';
import { ListPlayerWins } from './list-player-wins';

/** Everything the site keeps about a player that the player may read, in one answer. */
export interface MyData {
  exportedAt: Date;
  profile: User;
  preferences: Preferences;
  cards: PaymentCard[];
  transactions: Transaction[];
  wins: PlayerWin[];
}

/**
 * A copy of the player's own data (docs/rules/accounts.md, Your data): the profile without the
 * password hash, the preferences, the stored cards as the dashboard lists them (brand, last 4,
 * expiry: the card number itself never reaches us), every transaction and every win. Each part is
 * read by the use case that shows it on the dashboard, so the copy and the pages never disagree.
 */
@injectable()
export class ExportMyData {
  constructor(
    @inject(store('users')) private readonly users: UserRepository,
    @inject(GetPreferences) private readonly preferences: GetPreferences,
    @inject(ListCards) private readonly cards: ListCards,
    @inject(ListTransactions) private readonly transactions: ListTransactions,
    @inject(ListPlayerWins) private readonly wins: ListPlayerWins,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<MyData | null> {
    const [stored, preferences, cards, transactions, wins] = await Promise.all([
      this.users.findById(userId),
      this.preferences.execute(userId),
      this.cards.execute(userId),
      this.transactions.execute(userId),
      this.wins.execute(userId),
    ]);
    if (!stored) return null;
    const { passwordHash: _hash, ...profile } = stored;
    return { exportedAt: this.clock.now(), profile, preferences, cards, transactions, wins };
  }
}
