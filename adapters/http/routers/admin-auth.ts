import { z } from 'zod';
import { adminLoginOut, adminProfileOut, presentAdminLogin, presentAdminProfile } from '../presenters/admin';
import { loginInput } from '../schemas';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** The administrator's sign-in (REST twins in rest/admin-auth-routes.ts). */
export const adminAuthRouter = router({
  login: publicProcedure
    .input(loginInput)
    .output(adminLoginOut)
    .mutation(async ({ ctx, input }) => {
      const credentials = { email: input.email ?? '', password: input.password ?? '', ip: ctx.clientIp };
      const session = unwrap(await ctx.useCases.logInAdmin.execute(credentials));
      ctx.adminCookies.set(session.token);
      return presentAdminLogin(session.admin);
    }),

  /** Open without a session, like the player's: signing out twice is no error. */
  logout: publicProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    if (ctx.adminCookies.token) await ctx.useCases.logOutAdmin.execute(ctx.adminCookies.token);
    ctx.adminCookies.clear();
    return { success: true as const };
  }),

  me: adminProcedure.output(adminProfileOut).query(({ ctx }) => presentAdminProfile(ctx.admin)),
});
