import type { User } from '../accounts/user';
import { isPublicWinner } from './winner-publicity';

type Identity = Pick<User, 'firstName' | 'lastName' | 'state' | 'optOutPublicity'>;

/**
 * A winner as the public winners list names them: 'Ada P., CA', or 'A player from CA' when they
 * keep their name private (the same publicity rule as the game page, domain/winners/winner-publicity.ts).
 */
export function listedWinnerName(user: Identity | null): string {
  const state = user?.state?.trim() ?? '';
  const first = user?.firstName.trim() ?? '';
  if (!isPublicWinner(user) || first === '') return state ? `A player from ${state}` : 'A player';
  const initial = user?.lastName.trim().charAt(0).toUpperCase() ?? '';
  const name = initial ? `${first} ${initial}.` : first;
  return state ? `${name}, ${state}` : name;
}

/** How a winner came to win, as the list says it. */
export type WinKind = 'draw' | 'pick' | 'instant';

export const PUBLIC_WINNERS_PAGE = 20;
