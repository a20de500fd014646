import type { DirectoryUser } from '../../../domain/back-office/user-directory';

/** Export CSV's columns: the admin API's 'User (admin view)' plus status and role. */
export const USERS_CSV_HEADER = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'state',
  'status',
  'role',
  'cardOnFile',
  'squareCustomerId',
  'createdAt',
] as const;

export const usersCsvRow = (u: DirectoryUser) => [
  u.id,
  u.firstName,
  u.lastName,
  u.email,
  u.phone,
  u.state,
  u.status,
  u.role,
  u.cardOnFile,
  u.squareCustomerId,
  u.createdAt.toISOString(),
];
