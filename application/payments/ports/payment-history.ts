import type { GatewayCharge } from '../../../domain/payments/charge-without-claim';

/** The gateway's own record of the payments made at our location (Square's ListPayments). */
export interface PaymentHistory {
  /** Every payment created at or after `since`, oldest first, whatever its status. */
  listPayments(since: Date): Promise<GatewayCharge[]>;
}
