import { isBlockedState, US_STATES } from '../../../../domain/accounts/us-states';

/**
 * The facts the public pages state: the domain's own rules where the product enforces them, so the
 * pages' wording follows them.
 */
export { MINIMUM_AGE } from '../../../../domain/accounts/eligibility-policy';
export { HOLD_MINUTES } from '../../../../domain/play/hold-policy';

const BLOCKED_STATE_NAMES = US_STATES.filter((s) => isBlockedState(s.code)).map((s) => s.name);

/** 'Florida, Hawaii, New York and Rhode Island'. */
export const BLOCKED_STATES_TEXT = `${BLOCKED_STATE_NAMES.slice(0, -1).join(', ')} and ${BLOCKED_STATE_NAMES.at(-1)}`;

/** The wheel's spin (web/routes/game/-components/wheel/segments.ts). */
export const SPIN_SECONDS = 8;

/** Contact hours and the reply promise. */
export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM Eastern Time' },
  { days: 'Saturday - Sunday', hours: '10:00 AM - 4:00 PM Eastern Time' },
] as const;
export const REPLY_HOURS = 24;
