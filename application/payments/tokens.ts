import { token } from '../shared/tokens';
import type { PaymentTimings } from './payment-timings';
import type { PaymentGateway } from './ports/payment-gateway';
import type { PaymentHistory } from './ports/payment-history';

/** The chosen gateway (Square or the simulator), metered. */
export const PAYMENT_GATEWAY = token<PaymentGateway>('PaymentGateway');
export const PAYMENT_TIMINGS = token<PaymentTimings>('PaymentTimings');
/** The chosen gateway's list of payments (after a restore: the charges with no claim). */
export const PAYMENT_HISTORY = token<PaymentHistory>('PaymentHistory');
