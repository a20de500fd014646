/**
 * Where an administrator's two-factor sign-in stands (docs/rules/back-office.md, Two-factor sign-in):
 * - `on`: an authenticator is confirmed and the setting is on, so sign-in asks for a code;
 * - `setting-off`: an authenticator is confirmed but the setting was turned off: sign-in asks no code;
 * - `awaiting-code`: a new authenticator waits for its first code; sign-in asks no code yet;
 * - `not-set-up`: no authenticator, sign-in asks no code.
 */
export type TwoFactorState = 'on' | 'setting-off' | 'awaiting-code' | 'not-set-up';

export function twoFactorStateOf(facts: {
  required: boolean;
  enrolled: boolean;
  pending: boolean;
}): TwoFactorState {
  if (facts.enrolled) return facts.required ? 'on' : 'setting-off';
  return facts.pending ? 'awaiting-code' : 'not-set-up';
}
