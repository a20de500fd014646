import {
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '../../../domain/accounts/password-reset';
import { forgotPasswordInput, resetPasswordInput } from '../mail-schemas';
import { messageOut } from '../presenters/account';
import { openWriteProcedure, publicProcedure } from '../trpc';
import { unwrap } from '../trpc-errors';

/** /forgot-password and /reset-password (REST: POST /api/auth/forgot-password, /api/auth/reset-password). */
export const passwordResetProcedures = {
  forgotPassword: openWriteProcedure
    .input(forgotPasswordInput)
    .output(messageOut)
    .mutation(async ({ ctx, input }) => {
      unwrap(await ctx.useCases.requestPasswordReset.execute({ email: input.email, address: ctx.clientIp }));
      return { success: true as const, message: RESET_REQUESTED_MESSAGE };
    }),
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(messageOut)
    .mutation(async ({ ctx, input }) => {
      unwrap(await ctx.useCases.resetPassword.execute(input));
      return { success: true as const, message: PASSWORD_RESET_DONE_MESSAGE };
    }),
};
