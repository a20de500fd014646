import { DEFAULT_PREFERENCES, type Preferences } from '../accounts/preferences';
import type { User } from '../accounts/user';

/** A drawn game's winner as anyone may see it: never an e-mail address or a full last name. */
export interface PublicWinner {
  /** 'Pat P. from TN', or 'A player from TN' for a player who opted out of publicity. */
  name: string;
  number: number;
}

type WinnerIdentity = Pick<User, 'firstName' | 'lastName' | 'state' | 'optOutPublicity'>;

/**
 * A winner is named in public only when they made their profile visible and did not opt out of
 * publicity at sign-up; otherwise, and once the account is erased, only their state is shown.
 */
export function isPublicWinner(
  user: WinnerIdentity | null,
  preferences: Pick<Preferences, 'profileVisible'> | null,
): boolean {
  if (!user || user.optOutPublicity) return false;
  return (preferences ?? DEFAULT_PREFERENCES).profileVisible;
}

export function publicWinnerName(
  user: WinnerIdentity | null,
  preferences: Pick<Preferences, 'profileVisible'> | null,
): string {
  const from = user?.state ? ` from ${user.state}` : '';
  const initial = user?.lastName.trim().charAt(0).toUpperCase() ?? '';
  const first = user?.firstName.trim() ?? '';
  if (!isPublicWinner(user, preferences) || first === '') return `A player${from}`;
  return `${first}${initial ? ` ${initial}.` : ''}${from}`;
}
