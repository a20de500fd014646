import { z } from 'zod';
import { adminPasswordInput, adminProfileInput } from '../back-office-schemas';
import { ADMIN_PASSWORD_CHANGED_MESSAGE, adminProfileOut, presentAdminProfile } from '../presenters/admin';
import { adminProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** `admin.profile.*`: the REST twins are in rest/admin-profile-routes.ts. */
export const adminProfileRouter = router({
  update: adminProcedure
    .input(adminProfileInput)
    .output(adminProfileOut)
    .mutation(async ({ ctx, input }) =>
      presentAdminProfile(
        unwrap(await ctx.useCases.updateAdminProfile.execute({ ...input, adminId: ctx.admin.id })),
      ),
    ),

  changePassword: adminProcedure
    .input(adminPasswordInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const change = { ...input, adminId: ctx.admin.id, ip: ctx.clientIp };
      const { token } = unwrap(await ctx.useCases.changeAdminPassword.execute(change));
      ctx.adminCookies.set(token);
      return { success: true as const, message: ADMIN_PASSWORD_CHANGED_MESSAGE };
    }),
});
