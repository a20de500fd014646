import type { PaymentTimings } from '../../../application/payments/payment-timings';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import { token } from '../shared/tokens';

export const PAYMENTS_TOKENS = {
  gateway: token<PaymentGateway>('PaymentGateway'),
  timings: token<PaymentTimings>('PaymentTimings'),
} as const;
