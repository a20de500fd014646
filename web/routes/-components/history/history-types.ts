import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../adapters/http/routers/app';

type Outputs = inferRouterOutputs<AppRouter>;
export type TransactionOut = Outputs['account']['transactions'][number];
type AchievementsOut = Outputs['account']['achievements'];
export type AchievementOut = AchievementsOut['achievements'][number];
