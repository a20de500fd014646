import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../adapters/http/routers/app';

/** A message as the Mail tab's list shows it. */
export type MailSummary = inferRouterOutputs<AppRouter>['admin']['mail']['list']['messages'][number];
