import { type DomainError, invalidInput } from '../shared/errors';
import { maxLength, readText } from '../shared/input';
import { err, ok, type Result } from '../shared/result';
import { INVALID_PHONE_MESSAGE, isPhoneNumber } from './registration';
import { isUsStateCode } from './us-states';
import { ACCOUNT_STATUSES, type AccountStanding, USER_ROLES, type User } from './user';

/** The administrator's Edit user: any of these, the others kept. */
export interface AccountEditInput {
  firstName?: unknown;
  lastName?: unknown;
  phone?: unknown;
  state?: unknown;
  status?: unknown;
  role?: unknown;
}

export type AccountFields = Pick<User, 'firstName' | 'lastName' | 'phone' | 'state'> & AccountStanding;

const LABELS = { firstName: 'First name', lastName: 'Last name', phone: 'Phone', state: 'State' } as const;
const LIMITS = { firstName: 100, lastName: 100, phone: 30, state: 2 } as const;

/**
 * The edit applied to the account's current fields, each sent field checked and named when wrong.
 * Unlike the player's Edit Profile, a state where paid play is barred is accepted (the administrator
 * records where the player lives; the spin checks eligibility), and phone and state may be cleared.
 */
export function applyAccountEdit(
  current: AccountFields,
  input: AccountEditInput,
): Result<AccountFields, DomainError> {
  const next: AccountFields = { ...current };
  for (const field of ['firstName', 'lastName', 'phone', 'state'] as const) {
    if (input[field] === undefined) continue;
    const text = readText(input[field], field, LABELS[field]);
    if (!text.ok) return text;
    const tooLong = maxLength(text.value, LIMITS[field], field, LABELS[field]);
    if (tooLong) return err(tooLong);
    if (field === 'firstName' || field === 'lastName') {
      if (text.value === '') return err(invalidInput(field, `${LABELS[field]} is required`));
      next[field] = text.value;
    } else if (field === 'phone') {
      if (text.value !== '' && !isPhoneNumber(text.value))
        return err(invalidInput('phone', INVALID_PHONE_MESSAGE));
      next.phone = text.value || null;
    } else {
      const code = text.value.toUpperCase();
      if (code !== '' && !isUsStateCode(code))
        return err(invalidInput('state', 'State must be a US state code'));
      next.state = code || null;
    }
  }
  if (input.status !== undefined) {
    const status = ACCOUNT_STATUSES.find((s) => s === input.status);
    if (!status) return err(invalidInput('status', `Status must be one of ${ACCOUNT_STATUSES.join(', ')}`));
    next.status = status;
  }
  if (input.role !== undefined) {
    const role = USER_ROLES.find((r) => r === input.role);
    if (!role) return err(invalidInput('role', `Role must be one of ${USER_ROLES.join(', ')}`));
    next.role = role;
  }
  return ok(next);
}

/** What changed, for the audit trail: 'status suspended, role vip' (no personal data). */
export function describeAccountEdit(before: AccountFields, after: AccountFields): string {
  const changed: string[] = [];
  if (before.status !== after.status) changed.push(`status ${after.status}`);
  if (before.role !== after.role) changed.push(`role ${after.role}`);
  const profile = (['firstName', 'lastName', 'phone', 'state'] as const).filter(
    (f) => before[f] !== after[f],
  );
  if (profile.length > 0) changed.push(`profile (${profile.join(', ')})`);
  return changed.length > 0 ? `Edited the account: ${changed.join(', ')}` : 'Saved the account unchanged';
}
