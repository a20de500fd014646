import { type DomainError, invalidInput } from '../shared/errors';
import { maxLength, readText } from '../shared/input';
import { err, ok, type Result } from '../shared/result';
import { notEligible } from './account.errors';
import { blockedStateMessage } from './eligibility-policy';
import { INVALID_PHONE_MESSAGE, isPhoneNumber, UNKNOWN_STATE_REGISTRATION_MESSAGE } from './registration';
import { isBlockedState, isUsStateCode } from './us-states';
import type { User } from './user';

/** What Edit Profile changes: names, phone and state (e-mail and password have their own flows). */
export type Profile = Pick<User, 'firstName' | 'lastName' | 'phone'> & { state: string };

export interface ProfileInput {
  firstName?: unknown;
  lastName?: unknown;
  phone?: unknown;
  state?: unknown;
}

const STATE_OF_RESIDENCE_REQUIRED_MESSAGE = 'Please choose your state of residence';

const LABELS = { firstName: 'First name', lastName: 'Last name', phone: 'Phone' } as const;
const LIMITS = { firstName: 100, lastName: 100, phone: 30 } as const;

/**
 * Edit Profile, field by field under the sign-up rules. Names are required; the phone stays optional
 * (an account of the second sign-up form may have none) but must be a phone number when given; the
 * state is required and must be eligible for paid play, since it is what a paid spin is checked against.
 */
export function validateProfile(input: ProfileInput): Result<Profile, DomainError> {
  const texts = { firstName: '', lastName: '', phone: '' };
  for (const field of ['firstName', 'lastName', 'phone'] as const) {
    const text = readText(input[field], field, LABELS[field]);
    if (!text.ok) return text;
    const tooLong = maxLength(text.value, LIMITS[field], field, LABELS[field]);
    if (tooLong) return err(tooLong);
    texts[field] = text.value;
  }
  for (const field of ['firstName', 'lastName'] as const) {
    if (texts[field] === '') return err(invalidInput(field, `${LABELS[field]} is required`));
  }
  if (texts.phone !== '' && !isPhoneNumber(texts.phone))
    return err(invalidInput('phone', INVALID_PHONE_MESSAGE));
  const state = readText(input.state, 'state', 'State');
  if (!state.ok) return state;
  const code = state.value.toUpperCase();
  if (code === '') return err(invalidInput('state', STATE_OF_RESIDENCE_REQUIRED_MESSAGE));
  if (!isUsStateCode(code)) return err(invalidInput('state', UNKNOWN_STATE_REGISTRATION_MESSAGE));
  if (isBlockedState(code)) {
    return err(notEligible(blockedStateMessage(code)));
  }
  return ok({
    firstName: texts.firstName,
    lastName: texts.lastName,
    phone: texts.phone === '' ? null : texts.phone,
    state: code,
  });
}
