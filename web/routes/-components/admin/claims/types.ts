import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../adapters/http/routers/app';

export type ClaimListing = inferRouterOutputs<AppRouter>['admin']['claims']['list']['claims'][number];
export type ClaimStatus = ClaimListing['status'];

export const STATUS_LABELS: Record<ClaimStatus, string> = {
  notified: 'Notified',
  claimed: 'Claimed',
  verified: 'Verified',
  shipped: 'Shipped',
  delivered: 'Delivered',
  declined: 'Declined',
  forfeited: 'Forfeited',
};
