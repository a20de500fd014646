import {
  changePasswordInput,
  clientSeedSchema,
  deleteAccountInput,
  preferencesSchema,
  profileInput,
} from '../account-schemas';
import { PASSWORD_CHANGED_MESSAGE, passwordChangedOut, successOut } from '../presenters/account';
import { presentUser, userOut } from '../presenters/user';
import { playerProcedure } from '../trpc';
import { unwrap } from '../trpc-errors';

/** The account router's mutations: password, profile, preferences, deletion. */
export const accountChanges = {
  changePassword: playerProcedure
    .input(changePasswordInput)
    .output(passwordChangedOut)
    .mutation(async ({ ctx, input }) => {
      const { user, tokenHash } = ctx.session;
      unwrap(
        await ctx.useCases.changePassword.execute({ ...input, userId: user.id, sessionTokenHash: tokenHash }),
      );
      return { success: true as const, message: PASSWORD_CHANGED_MESSAGE };
    }),

  updateProfile: playerProcedure
    .input(profileInput)
    .output(userOut)
    .mutation(async ({ ctx, input }) => {
      const user = unwrap(
        await ctx.useCases.updateProfile.execute({ ...input, userId: ctx.session.user.id }),
      );
      return presentUser(user, await ctx.useCases.getDefaultCard.execute(user.id));
    }),

  savePreferences: playerProcedure
    .input(preferencesSchema)
    .output(preferencesSchema)
    .mutation(({ ctx, input }) =>
      ctx.useCases.savePreferences.execute({ userId: ctx.session.user.id, preferences: input }),
    ),

  /** Provably fair: the player's client seed, for their later spins. */
  changeClientSeed: playerProcedure
    .input(clientSeedSchema)
    .output(clientSeedSchema)
    .mutation(async ({ ctx, input }) =>
      unwrap(await ctx.useCases.changeClientSeed.execute({ userId: ctx.session.user.id, ...input })),
    ),

  /** Needs the typed confirmation 'DELETE'; signs this browser out too. */
  deleteAccount: playerProcedure
    .input(deleteAccountInput)
    .output(successOut)
    .mutation(async ({ ctx }) => {
      await ctx.useCases.deleteAccount.execute(ctx.session.user.id);
      ctx.cookies.clear();
      return { success: true as const };
    }),
};
