import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../adapters/http/routers/app';

type Outputs = inferRouterOutputs<AppRouter>;
type UserList = Outputs['admin']['users']['list'];
export type DirectoryUser = UserList['users'][number];
export type AccountStatus = DirectoryUser['status'];
export type UserRole = DirectoryUser['role'];

export const ACCOUNT_STATUS_OPTIONS = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
  { id: 'suspended', name: 'Suspended' },
] as const satisfies readonly { id: AccountStatus; name: string }[];

export const ROLE_OPTIONS = [
  { id: 'regular', name: 'Regular' },
  { id: 'vip', name: 'VIP' },
  { id: 'premium', name: 'Premium' },
] as const satisfies readonly { id: UserRole; name: string }[];

/** The profile's tabs are refreshed every 5 s while it is open (docs/rules/back-office.md, Dashboard). */
export const PROFILE_POLL_MS = 5_000;

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
