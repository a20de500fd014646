import type { PaymentTimings } from '../../../application/payments/payment-timings';
import type { ChargeConfirmer } from '../../../application/payments/ports/charge-confirmer';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import { token } from '../shared/tokens';

export const PAYMENTS_TOKENS = {
  /** The chosen gateway, metered. */
  gateway: token<PaymentGateway>('PaymentGateway'),
  timings: token<PaymentTimings>('PaymentTimings'),
  /** The approved charge's confirm, dropping the cached reads of a game whose instant prize it won. */
  confirms: token<ChargeConfirmer>('ChargeConfirmer'),
} as const;
