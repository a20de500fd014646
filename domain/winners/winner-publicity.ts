import type { User } from '../accounts/user';

/** A drawn game's winner as anyone may see it: never an e-mail address or a full last name. */
export interface PublicWinner {
  /** 'Pat P. from TN', or 'A player from TN' for a player who keeps their name private. */
  name: string;
  number: number;
}

type WinnerIdentity = Pick<User, 'firstName' | 'lastName' | 'state' | 'optOutPublicity'>;

/**
 * The one publicity flag: a winner is named in public unless they keep their name private, a choice
 * offered to every player at sign-up and changed at any time as the dashboard's Profile Visibility
 * (both are `optOutPublicity`; shown by default, as the official rules' publicity release says). An
 * erased account is never named.
 */
export function isPublicWinner(user: WinnerIdentity | null): boolean {
  return user !== null && !user.optOutPublicity;
}

export function publicWinnerName(user: WinnerIdentity | null): string {
  const from = user?.state ? ` from ${user.state}` : '';
  const initial = user?.lastName.trim().charAt(0).toUpperCase() ?? '';
  const first = user?.firstName.trim() ?? '';
  if (!isPublicWinner(user) || first === '') return `A player${from}`;
  return `${first}${initial ? ` ${initial}.` : ''}${from}`;
}
