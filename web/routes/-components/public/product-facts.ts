/**
 * The facts the public pages state: the domain's own rules where the product enforces them, so the
 * pages' wording follows them.
 */
export { MINIMUM_AGE } from '../../../../domain/accounts/eligibility-policy';
export { BLOCKED_STATES_TEXT } from '../../../../domain/accounts/us-states';
export { HOLD_MINUTES } from '../../../../domain/play/hold-policy';

/** The wheel's spin (web/routes/game/-components/wheel/segments.ts). */
export const SPIN_SECONDS = 8;

/** Contact hours and the reply promise. */
export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM Eastern Time' },
  { days: 'Saturday - Sunday', hours: '10:00 AM - 4:00 PM Eastern Time' },
] as const;
export const REPLY_HOURS = 24;
