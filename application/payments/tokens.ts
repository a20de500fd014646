import { token } from '../shared/tokens';
import type { PaymentTimings } from './payment-timings';
import type { PaymentGateway } from './ports/payment-gateway';

/** The chosen gateway (Square or the simulator), metered. */
export const PAYMENT_GATEWAY = token<PaymentGateway>('PaymentGateway');
export const PAYMENT_TIMINGS = token<PaymentTimings>('PaymentTimings');
