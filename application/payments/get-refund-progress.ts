import { type RefundProgress, refundProgressOf } from '../../domain/payments/refund-progress';
import type { Refund, RefundLedger } from './ports/refund-ledger';

/** The operator's view of a game's refunds: counts, and every refund with its last refusal. */
export class GetRefundProgress {
  constructor(private readonly ledger: Pick<RefundLedger, 'listRefunds'>) {}

  async execute(gameId: number): Promise<{ progress: RefundProgress; refunds: Refund[] }> {
    const refunds = await this.ledger.listRefunds(gameId);
    return { progress: refundProgressOf(refunds), refunds };
  }
}
