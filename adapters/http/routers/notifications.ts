import { subscribeInput } from '../account-schemas';
import { confirmSubscriptionInput, UNSUBSCRIBED_MESSAGE, unsubscribeInput } from '../mail-schemas';
import { messageOut, SUBSCRIBED_MESSAGE, SUBSCRIPTION_CONFIRMED_MESSAGE } from '../presenters/account';
import { openWriteProcedure, publicProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

export const notificationsRouter = router({
  /** 'Get Notified': a visitor gives an e-mail; a signed-in player may give none. */
  subscribe: openWriteProcedure
    .input(subscribeInput.optional())
    .output(messageOut)
    .mutation(async ({ ctx, input }) => {
      const session = await ctx.loadSession();
      const userId = session?.user.id ?? null;
      unwrap(await ctx.useCases.subscribeToNewGames.execute({ userId, email: input?.email }));
      return { success: true as const, message: SUBSCRIBED_MESSAGE };
    }),

  /** The link of the confirmation e-mail (its page's button): announcements start. */
  confirm: publicProcedure
    .input(confirmSubscriptionInput)
    .output(messageOut)
    .mutation(async ({ ctx, input }) => {
      unwrap(await ctx.useCases.confirmSubscription.execute({ token: input.token }));
      return { success: true as const, message: SUBSCRIPTION_CONFIRMED_MESSAGE };
    }),

  /** The unsubscribe link of new-game e-mails (its page's button). */
  unsubscribe: publicProcedure
    .input(unsubscribeInput)
    .output(messageOut)
    .mutation(async ({ ctx, input }) => {
      unwrap(await ctx.useCases.unsubscribe.execute({ token: input.token }));
      return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
    }),
});
