import { contactInput } from '../account-schemas';
import { CONTACT_RECEIVED_MESSAGE, messageOut } from '../presenters/account';
import { openWriteProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

export const contactRouter = router({
  /** The contact form; the sender's account is noted when they are signed in. */
  send: openWriteProcedure
    .input(contactInput)
    .output(messageOut)
    .mutation(async ({ ctx, input }) => {
      const session = await ctx.loadSession();
      const userId = session?.user.id ?? null;
      unwrap(await ctx.useCases.sendContactMessage.execute({ ...input, userId }));
      return { success: true as const, message: CONTACT_RECEIVED_MESSAGE };
    }),
});
