import type { RefundProgress } from '../../../domain/payments/refund-progress';

/** What cancelling needs of the refunds: RefundGame (application/payments/refund-game.ts). */
export interface GameRefunds {
  execute(input: { gameId: number; reason: string }): Promise<{ progress: RefundProgress }>;
}
