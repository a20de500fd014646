import { canonicalEmail } from '../accounts/canonical-email';
import type { AccountStatus, UserRole } from '../accounts/user';
import { emailDomain } from '../shared/input';

export const DIRECTORY_FILTERS = ['all', 'verified', 'unverified', 'active', 'inactive'] as const;
/** docs/rules/back-office.md, Users tab: verified = a card on file; active = status active, inactive = any other status. */
type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number];
export const DIRECTORY_SORTS = ['createdAt', 'name', 'email', 'status'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const MAX_PAGE_SIZE = 100;

/** What the Users tab shows: the search, filter and order (the export follows them too). */
export interface DirectorySelection {
  /** Matched, case-insensitively, anywhere in the e-mail, first name, last name or full name. */
  search: string;
  filter: DirectoryFilter;
  sort: DirectorySort;
  direction: 'asc' | 'desc';
}

export interface DirectoryQuery extends DirectorySelection {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** A player as the Users tab lists them, with the stored status and role. */
export interface DirectoryUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  state: string | null;
  status: AccountStatus;
  role: UserRole;
  squareCustomerId: string | null;
  cardOnFile: boolean;
  createdAt: Date;
}

/**
 * Accounts that shared one mailbox (one canonical form, domain/accounts/canonical-email.ts) before one
 * mailbox meant one account: kept as they were, listed on the System tab for the administrator to
 * look into (docs/rules/accounts.md, One mailbox, one account). Oldest account first.
 */
export interface SharedMailbox {
  canonicalEmail: string;
  accounts: Pick<DirectoryUser, 'id' | 'firstName' | 'lastName' | 'email' | 'status' | 'createdAt'>[];
}

/** The Users tab's tiles. */
export interface DirectoryStats {
  totalUsers: number;
  verifiedUsers: number;
  activeUsers: number;
  /** 'New today': created in the last 24 hours (docs/rules/back-office.md, Users tab). */
  newToday: number;
}

export const NEW_USER_WINDOW_MS = 24 * 3_600_000;

/** The in-memory adapter's order, the same as the SQL's (ties broken by id). */
export function compareDirectoryUsers(sort: DirectorySort, a: DirectoryUser, b: DirectoryUser): number {
  const key = (u: DirectoryUser): string | number =>
    sort === 'createdAt'
      ? u.createdAt.getTime()
      : sort === 'name'
        ? `${u.lastName.toLowerCase()}\u0000${u.firstName.toLowerCase()}`
        : sort === 'email'
          ? u.email.toLowerCase()
          : u.status;
  const [x, y] = [key(a), key(b)];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
}

/**
 * The mailbox a search names when it is a whole e-mail address: the accounts of every spelling of it
 * match too (docs/rules/accounts.md, One mailbox, one account); null for any other search.
 */
export function searchedMailbox(search: string): string | null {
  const needle = search.trim();
  return emailDomain(needle) === null ? null : canonicalEmail(needle);
}

export function matchesDirectoryQuery(user: DirectoryUser, query: Pick<DirectoryQuery, 'search' | 'filter'>) {
  const needle = query.search.trim().toLowerCase();
  const haystacks = [user.email, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`];
  const mailbox = searchedMailbox(needle);
  const sameMailbox = mailbox !== null && user.email !== '' && canonicalEmail(user.email) === mailbox;
  if (needle && !sameMailbox && !haystacks.some((h) => h.toLowerCase().includes(needle))) return false;
  switch (query.filter) {
    case 'verified':
      return user.cardOnFile;
    case 'unverified':
      return !user.cardOnFile;
    case 'active':
      return user.status === 'active';
    case 'inactive':
      return user.status !== 'active';
    default:
      return true;
  }
}
