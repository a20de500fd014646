import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../adapters/http/routers/app';
import { trpc } from '../lib/trpc';

/** Which card form the server expects: Square's hosted fields, or the simulator's test card form. */
export type PaymentsConfig = inferRouterOutputs<AppRouter>['config']['payments'];

/** The server's payments configuration; it never changes while the page is open. */
export function usePaymentsConfig() {
  return trpc.config.payments.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
