import {
  AGE_CONFIRMATION_REQUIRED_MESSAGE,
  blockedStateMessage,
} from '../../../../domain/accounts/eligibility-policy';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '../../../../domain/accounts/password-policy';
import {
  ALL_FIELDS_REQUIRED_MESSAGE,
  allowedEmailMessage,
  isAllowedEmail,
  TERMS_REQUIRED_MESSAGE,
} from '../../../../domain/accounts/registration';
import { isBlockedState, isEligibleState, US_STATES } from '../../../../domain/accounts/us-states';
import { SETTINGS } from '../../../../domain/settings/settings';

/**
 * The sign-up form's rules, the domain's own (domain/accounts/): the server checks them again; here
 * they give instant feedback.
 */

/** A state as the form's select lists it. */
export interface StateOption {
  id: string;
  name: string;
}

const optionsOf = (keep: (code: string) => boolean): StateOption[] =>
  US_STATES.filter((state) => keep(state.code)).map((state) => ({ id: state.code, name: state.name }));

/** The states a player can pick: the 50 states and DC without the blocked ones, by name. */
export const ELIGIBLE_STATES: readonly StateOption[] = optionsOf(isEligibleState);

/** The blocked states' names, alphabetical. */
export const BLOCKED_STATE_NAMES: readonly string[] = optionsOf(isBlockedState).map((state) => state.name);

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  state: string | null;
  optOutPublicity: boolean;
  isAdult: boolean;
  acceptedTerms: boolean;
}

export const emptySignUp: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  state: null,
  optOutPublicity: false,
  isAdult: false,
  acceptedTerms: false,
};

export { MIN_PASSWORD_LENGTH };

/** The allowed sign-up domains until the operator's setting arrives: the setting's default. */
export const DEFAULT_EMAIL_DOMAINS: readonly string[] = SETTINGS.allowedEmailDomains.defaultValue;

/** The blocked-state sentence for a blocked state, else null. */
export const blockedStateWarning = (code: string): string | null =>
  isBlockedState(code) ? blockedStateMessage(code) : null;

/** What Create Account still needs, in the form's order (phone and state are checked on submit). */
export function missingForSignUp(values: SignUpValues): string[] {
  const missing: [boolean, string][] = [
    [values.firstName.trim() === '', 'first name'],
    [values.lastName.trim() === '', 'last name'],
    [values.email.trim() === '', 'e-mail'],
    [values.password === '', 'password'],
    [values.confirmPassword === '', 'password confirmation'],
    [!values.isAdult, 'the age confirmation'],
    [!values.acceptedTerms, 'acceptance of the Terms'],
  ];
  return missing.filter(([absent]) => absent).map(([, name]) => name);
}

/** Submit stays disabled until every field `missingForSignUp` names is filled in. */
export const canSubmitSignUp = (values: SignUpValues): boolean => missingForSignUp(values).length === 0;

/** The first rule the form breaks, in the server's order, or null when it may be sent. */
export function signUpError(
  values: SignUpValues,
  allowedDomains: readonly string[] = DEFAULT_EMAIL_DOMAINS,
): string | null {
  if (!isAllowedEmail(values.email, allowedDomains)) return allowedEmailMessage(allowedDomains, values.email);
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH_MESSAGE;
  if (values.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (
    values.firstName.trim() === '' ||
    values.lastName.trim() === '' ||
    values.phone.trim() === '' ||
    !values.state
  ) {
    return ALL_FIELDS_REQUIRED_MESSAGE;
  }
  const blocked = blockedStateWarning(values.state);
  if (blocked) return blocked;
  if (!values.isAdult) return AGE_CONFIRMATION_REQUIRED_MESSAGE;
  if (!values.acceptedTerms) return TERMS_REQUIRED_MESSAGE;
  return null;
}

/**
 * The values with what the visitor typed or ticked in the page before it was hydrated (fields by name):
 * text as typed, the state only when it is one the form offers, the boxes as ticked.
 */
export function withTypedFields(
  values: SignUpValues,
  typed: Readonly<Record<string, string | boolean>>,
): SignUpValues {
  const text = (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword') => {
    const value = typed[key];
    return typeof value === 'string' ? value : values[key];
  };
  const box = (key: 'optOutPublicity' | 'isAdult' | 'acceptedTerms') => {
    const value = typed[key];
    return typeof value === 'boolean' ? value : values[key];
  };
  const state = typed.state;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
    state:
      typeof state === 'string' && ELIGIBLE_STATES.some((option) => option.id === state)
        ? state
        : values.state,
    optOutPublicity: box('optOutPublicity'),
    isAdult: box('isAdult'),
    acceptedTerms: box('acceptedTerms'),
  };
}
