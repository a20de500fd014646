/** Sign-up form rules (docs/rules/accounts.md, Sign-up). The server checks them again; these give instant feedback. */

export interface UsState {
  id: string;
  name: string;
}

const ALL_STATES: readonly UsState[] = [
  { id: 'AL', name: 'Alabama' },
  { id: 'AK', name: 'Alaska' },
  { id: 'AZ', name: 'Arizona' },
  { id: 'AR', name: 'Arkansas' },
  { id: 'CA', name: 'California' },
  { id: 'CO', name: 'Colorado' },
  { id: 'CT', name: 'Connecticut' },
  { id: 'DE', name: 'Delaware' },
  { id: 'DC', name: 'District of Columbia' },
  { id: 'FL', name: 'Florida' },
  { id: 'GA', name: 'Georgia' },
  { id: 'HI', name: 'Hawaii' },
  { id: 'ID', name: 'Idaho' },
  { id: 'IL', name: 'Illinois' },
  { id: 'IN', name: 'Indiana' },
  { id: 'IA', name: 'Iowa' },
  { id: 'KS', name: 'Kansas' },
  { id: 'KY', name: 'Kentucky' },
  { id: 'LA', name: 'Louisiana' },
  { id: 'ME', name: 'Maine' },
  { id: 'MD', name: 'Maryland' },
  { id: 'MA', name: 'Massachusetts' },
  { id: 'MI', name: 'Michigan' },
  { id: 'MN', name: 'Minnesota' },
  { id: 'MS', name: 'Mississippi' },
  { id: 'MO', name: 'Missouri' },
  { id: 'MT', name: 'Montana' },
  { id: 'NE', name: 'Nebraska' },
  { id: 'NV', name: 'Nevada' },
  { id: 'NH', name: 'New Hampshire' },
  { id: 'NJ', name: 'New Jersey' },
  { id: 'NM', name: 'New Mexico' },
  { id: 'NY', name: 'New York' },
  { id: 'NC', name: 'North Carolina' },
  { id: 'ND', name: 'North Dakota' },
  { id: 'OH', name: 'Ohio' },
  { id: 'OK', name: 'Oklahoma' },
  { id: 'OR', name: 'Oregon' },
  { id: 'PA', name: 'Pennsylvania' },
  { id: 'RI', name: 'Rhode Island' },
  { id: 'SC', name: 'South Carolina' },
  { id: 'SD', name: 'South Dakota' },
  { id: 'TN', name: 'Tennessee' },
  { id: 'TX', name: 'Texas' },
  { id: 'UT', name: 'Utah' },
  { id: 'VT', name: 'Vermont' },
  { id: 'VA', name: 'Virginia' },
  { id: 'WA', name: 'Washington' },
  { id: 'WV', name: 'West Virginia' },
  { id: 'WI', name: 'Wisconsin' },
  { id: 'WY', name: 'Wyoming' },
];

export const BLOCKED_STATE_IDS: ReadonlySet<string> = new Set(['NY', 'FL', 'RI', 'HI']);

/** The states a player can pick: the 50 states and DC without the blocked ones. */
export const ELIGIBLE_STATES = ALL_STATES.filter((state) => !BLOCKED_STATE_IDS.has(state.id));

export const BLOCKED_STATE_NAMES = ALL_STATES.filter((state) => BLOCKED_STATE_IDS.has(state.id)).map(
  (state) => state.name,
);

export function stateName(id: string): string {
  return ALL_STATES.find((state) => state.id === id)?.name ?? id;
}

export function blockedStateMessage(id: string): string | null {
  return BLOCKED_STATE_IDS.has(id)
    ? `Sorry, residents of ${stateName(id)} are not eligible to participate in paid games due to state regulations.`
    : null;
}

export const TENNESSEE = 'TN';

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

export const MIN_PASSWORD_LENGTH = 6;

/** Sign-up admits Gmail addresses until the operator's setting says otherwise (the server decides). */
export const DEFAULT_EMAIL_DOMAINS: readonly string[] = ['gmail.com'];

/** A presentational copy of the server's e-mail rule: an address at an allowed domain (any, if none). */
function isAllowedEmail(email: string, domains: readonly string[]): boolean {
  const match = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(email.trim());
  const domain = match?.[1]?.toLowerCase();
  return domain !== undefined && (domains.length === 0 || domains.some((d) => d.toLowerCase() === domain));
}

function emailMessage(email: string, domains: readonly string[]): string {
  const local = email.trim().split('@')[0]?.replace(/\s/g, '') || 'yourname';
  const first = domains[0]?.toLowerCase() ?? 'example.com';
  if (domains.length === 1 && first === 'gmail.com')
    return `Please enter a valid Gmail address (e.g., ${local}@gmail.com)`;
  if (domains.length === 0) return `Please enter a valid e-mail address (e.g., ${local}@example.com)`;
  return `Please enter a valid e-mail address at ${domains.join(' or ')} (e.g., ${local}@${first})`;
}

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
  if (!isAllowedEmail(values.email, allowedDomains)) return emailMessage(values.email, allowedDomains);
  if (values.password !== values.confirmPassword) return 'Passwords do not match';
  if (values.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  if (
    values.firstName.trim() === '' ||
    values.lastName.trim() === '' ||
    values.phone.trim() === '' ||
    !values.state
  ) {
    return 'All fields are required including state';
  }
  const blocked = blockedStateMessage(values.state);
  if (blocked) return blocked;
  if (!values.isAdult) return 'You must be 18 years or older to participate';
  if (!values.acceptedTerms) return 'Please accept the Terms & Conditions and Privacy Policy';
  return null;
}
