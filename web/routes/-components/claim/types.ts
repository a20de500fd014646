import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../adapters/http/routers/app';

/** The winner's claim as the claim page shows it. */
export type Claim = inferRouterOutputs<AppRouter>['claims']['get'];
