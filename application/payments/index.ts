/**
 * The public entry of application/payments/: other features import only this module of it
 * (the dependency rule feature-through-its-entry), and only what it exports.
 */
export { ClaimCharger } from './claim-charger';
export { ListCards } from './list-cards';
export { ListTransactions, type Transaction } from './list-transactions';
export { answerOf, type PaidSpin } from './paid-spin-answer';
export { type PaymentTimings, type Sleep, sleep } from './payment-timings';
export type { PaymentAttempt, PaymentLedger } from './ports/payment-ledger';
export type { RefundLedger } from './ports/refund-ledger';
export type { ReceiptFactsBeforeSpin } from './receipt-mail';
export { receiptFactsOf } from './receipt-mail';
export { PAYMENT_TIMINGS } from './tokens';
