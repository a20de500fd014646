import { token } from '../shared/tokens';
import type { FairnessAnswers } from './ports/audit-sources';

/** The player's break while it lasts. */
export interface Breaks {
  execute(userId: number): Promise<{ excludedUntil: Date | null }>;
}

/** A player's break (responsible play's GetBreak, bound by the wiring). */
export const BREAKS = token<Breaks>('Breaks');

/** Reaches the payment gateway (payments' PaymentGateway, bound by the wiring). */
export const PAYMENTS_CHECK = token<{
  checkConnection(): Promise<{ ok: true } | { ok: false; reason: string }>;
}>('PaymentsCheck');

/** Reaches the mail server (mail's Mailer, bound by the wiring). */
export const MAIL_CHECK = token<{ checkConnection(): Promise<'verified' | 'kept'> }>('MailCheck');

/** A game's fairness answer (fairness' GetFairness, bound by the wiring). */
export const FAIRNESS_ANSWERS = token<FairnessAnswers>('AuditFairnessAnswers');
