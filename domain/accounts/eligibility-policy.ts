import type { DomainError } from '../shared/errors';
import { err, ok, type Result } from '../shared/result';
import { notEligible } from './account.errors';
import { isBlockedState, isUsStateCode, stateName } from './us-states';
import type { User } from './user';

export const MINIMUM_AGE = 18;

/** The sign-up form's 18+ checkbox message (docs/rules/accounts.md, Eligibility). */
export const AGE_CONFIRMATION_REQUIRED_MESSAGE = 'You must be 18 years or older to participate';

const STATE_REQUIRED_MESSAGE = 'Please add your state of residence before playing for money';
const UNKNOWN_STATE_MESSAGE = 'Please choose a US state of residence before playing for money';

/** The refusal of docs/rules/accounts.md, Eligibility, with the state's full name ('New York', not 'NY'). */
export function blockedStateMessage(code: string): string {
  return `Sorry, residents of ${stateName(code)} are not eligible to participate in paid games due to state regulations.`;
}

/**
 * May this player spin for money? Only residents of an eligible state may; an account without a
 * state (second registration payload) must first give one. Free entries need no such check.
 */
export function paidPlayEligibility(user: Pick<User, 'state'>): Result<void, DomainError> {
  const state = user.state?.trim().toUpperCase() ?? '';
  if (state === '') return err(notEligible(STATE_REQUIRED_MESSAGE));
  if (!isUsStateCode(state)) return err(notEligible(UNKNOWN_STATE_MESSAGE));
  if (isBlockedState(state)) return err(notEligible(blockedStateMessage(state)));
  return ok(undefined);
}
