import { z } from 'zod';
import { presentUser, REGISTERED_MESSAGE, userOut } from '../presenters/user';
import { loginInput, registrationInput } from '../schemas';
import { openWriteProcedure, publicProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';
import { passwordResetProcedures } from './password-reset';

export const authRouter = router({
  ...passwordResetProcedures,
  register: openWriteProcedure
    .input(registrationInput)
    .output(z.object({ message: z.string(), user: userOut }))
    .mutation(async ({ ctx, input }) => {
      const user = unwrap(await ctx.useCases.registerPlayer.execute(input));
      return { message: REGISTERED_MESSAGE, user: presentUser(user) };
    }),

  login: publicProcedure
    .input(loginInput)
    .output(z.object({ user: userOut }))
    .mutation(async ({ ctx, input }) => {
      const credentials = { email: input.email ?? '', password: input.password ?? '', ip: ctx.clientIp };
      const session = unwrap(await ctx.useCases.logIn.execute(credentials));
      ctx.cookies.set(session.token);
      const card = await ctx.useCases.getDefaultCard.execute(session.user.id);
      return { user: presentUser(session.user, card) };
    }),

  logout: publicProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    if (ctx.cookies.token) await ctx.useCases.logOut.execute(ctx.cookies.token);
    ctx.cookies.clear();
    return { success: true as const };
  }),

  me: publicProcedure.output(userOut.nullable()).query(async ({ ctx }) => {
    const session = await ctx.loadSession();
    if (!session) return null;
    // The session slides on the server; renew the cookie's 30 days with it.
    if (ctx.cookies.token) ctx.cookies.set(ctx.cookies.token);
    return presentUser(session.user, await ctx.useCases.getDefaultCard.execute(session.user.id));
  }),
});
