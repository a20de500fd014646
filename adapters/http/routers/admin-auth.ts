import { z } from 'zod';
import { adminProfileOut, presentAdminProfile } from '../presenters/admin';
import { adminSignInOut, presentAdminSignIn } from '../presenters/admin-two-factor';
import { adminLoginInput } from '../schemas';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** The administrator's sign-in (REST twins in rest/admin-auth-routes.ts). */
export const adminAuthRouter = router({
  login: publicProcedure
    .input(adminLoginInput)
    .output(adminSignInOut)
    .mutation(async ({ ctx, input }) => {
      const { email = '', password = '', code } = input;
      const answer = unwrap(
        await ctx.useCases.logInAdmin.execute({ email, password, code, ip: ctx.clientIp }),
      );
      if ('token' in answer) ctx.adminCookies.set(answer.token);
      return presentAdminSignIn(answer);
    }),

  /** Open without a session, like the player's: signing out twice is no error. */
  logout: publicProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    if (ctx.adminCookies.token) await ctx.useCases.logOutAdmin.execute(ctx.adminCookies.token);
    ctx.adminCookies.clear();
    return { success: true as const };
  }),

  me: adminProcedure.output(adminProfileOut).query(({ ctx }) => presentAdminProfile(ctx.admin)),
});
