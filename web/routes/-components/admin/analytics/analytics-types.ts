import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../adapters/http/routers/app';

export type AnalyticsOut = inferRouterOutputs<AppRouter>['admin']['analytics']['get'];
export type DayOut = AnalyticsOut['daily'][number];
export type GameStatOut = AnalyticsOut['gameStats'][number];
