import { BLOCKED_STATE_NAMES, ELIGIBLE_STATES } from '../landing/sign-up-rules';

/**
 * The rules the public pages state, as the product applies them (docs/rules/public-pages.md, What they promise). The
 * server decides; these copies only keep the pages' wording in step with it.
 */
export const MINIMUM_AGE = 18;

/** Every state and DC except the blocked ones: the sign-up list (domain/accounts/us-states.ts). */
export const ELIGIBLE_STATE_NAMES: readonly string[] = ELIGIBLE_STATES.map((state) => state.name);

/** 'New York, Florida, Rhode Island and Hawaii'. */
export const BLOCKED_STATES_TEXT = `${BLOCKED_STATE_NAMES.slice(0, -1).join(', ')} and ${BLOCKED_STATE_NAMES.at(-1)}`;

/** A declined payment keeps the number for its player this long (domain/play/hold-policy.ts). */
export const HOLD_MINUTES = 10;

/** The wheel's spin (web/routes/game/-components/wheel/segments.ts). */
export const SPIN_SECONDS = 8;

/** A winner claims the prize within this many hours of being notified. */
export const PRIZE_CLAIM_HOURS = 72;

/** Contact hours and the reply promise (docs/rules/public-pages.md, Contact). */
export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM Eastern Time' },
  { days: 'Saturday - Sunday', hours: '10:00 AM - 4:00 PM Eastern Time' },
] as const;
export const REPLY_HOURS = 24;
