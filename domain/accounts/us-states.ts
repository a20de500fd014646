/** A US state (or DC) as the sign-up form lists it. */
export interface UsState {
  code: string;
  name: string;
}

/** The 50 states and the District of Columbia, alphabetical by name. */
export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** Residents of these states may not play for money (docs/rules/accounts.md, Eligibility). */
export const BLOCKED_STATES: readonly string[] = ['NY', 'FL', 'RI', 'HI'];

/** The sign-up list: every state and DC except the blocked ones (codes, alphabetical by name). */
export const ELIGIBLE_STATES: readonly string[] = US_STATES.map((s) => s.code).filter(
  (code) => !BLOCKED_STATES.includes(code),
);

export function isUsStateCode(code: string): boolean {
  return US_STATES.some((s) => s.code === code);
}

export function isBlockedState(code: string): boolean {
  return BLOCKED_STATES.includes(code);
}

export function isEligibleState(code: string): boolean {
  return ELIGIBLE_STATES.includes(code);
}

/** 'New York' for 'NY'; the code itself when it is not a US state code. */
export function stateName(code: string): string {
  return US_STATES.find((s) => s.code === code)?.name ?? code;
}

const BLOCKED_STATE_NAMES = US_STATES.filter((s) => isBlockedState(s.code)).map((s) => s.name);

/** The states whose residents may not play, in words: 'Florida, Hawaii, New York and Rhode Island'. */
export const BLOCKED_STATES_TEXT = `${BLOCKED_STATE_NAMES.slice(0, -1).join(', ')} and ${BLOCKED_STATE_NAMES.at(-1)}`;
