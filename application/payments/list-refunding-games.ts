import { inject, injectable } from 'inversify';
import { type RefundProgress, refundProgressByGame } from '../../domain/payments/refund-progress';
import { store } from '../shared/tokens';
import type { RefundLedger } from './ports/refund-ledger';

/** Every game with refunds and its progress (the Games tab shows a panel for each), by game id. */
@injectable()
export class ListRefundingGames {
  constructor(@inject(store('payments')) private readonly ledger: Pick<RefundLedger, 'refundTallies'>) {}

  async execute(): Promise<{ gameId: number; progress: RefundProgress }[]> {
    const byGame = refundProgressByGame(await this.ledger.refundTallies());
    return [...byGame].map(([gameId, progress]) => ({ gameId, progress }));
  }
}
