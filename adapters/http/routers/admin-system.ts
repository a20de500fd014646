import {
  connectionChecksOut,
  notificationsOut,
  presentConnectionChecks,
  presentSystemStatus,
  systemStatusOut,
} from '../presenters/system';
import { adminProcedure, router } from '../trpc';

/** `admin.system.*`: the REST twins are in rest/admin-system-routes.ts. */
export const adminSystemRouter = router({
  status: adminProcedure
    .output(systemStatusOut)
    .query(async ({ ctx }) => presentSystemStatus(await ctx.useCases.getSystemStatus.execute())),

  testConnection: adminProcedure
    .output(connectionChecksOut)
    .mutation(async ({ ctx }) => presentConnectionChecks(await ctx.useCases.testConnections.execute())),

  notifications: adminProcedure
    .output(notificationsOut)
    .query(({ ctx }) => ctx.useCases.listOperatorNotifications.execute()),
});
