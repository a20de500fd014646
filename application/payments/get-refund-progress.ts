import { inject, injectable } from 'inversify';
import { type RefundProgress, refundProgressOf } from '../../domain/payments/refund-progress';
import { store } from '../shared/tokens';
import type { Refund, RefundLedger } from './ports/refund-ledger';

/** The operator's view of a game's refunds: counts, and every refund with its last refusal. */
@injectable()
export class GetRefundProgress {
  constructor(@inject(store('payments')) private readonly ledger: Pick<RefundLedger, 'listRefunds'>) {}

  async execute(gameId: number): Promise<{ progress: RefundProgress; refunds: Refund[] }> {
    const refunds = await this.ledger.listRefunds(gameId);
    return { progress: refundProgressOf(refunds), refunds };
  }
}
