import {
  presentEnrolment,
  recoveryCodesOut,
  twoFactorEnrolmentOut,
  twoFactorStatusOut,
} from '../presenters/admin-two-factor';
import { twoFactorCodeInput } from '../schemas';
import { adminProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** `admin.twoFactor.*`: the REST twins are in rest/admin-two-factor-routes.ts. */
export const adminTwoFactorRouter = router({
  status: adminProcedure
    .output(twoFactorStatusOut)
    .query(({ ctx }) => ctx.useCases.getTwoFactorStatus.execute(ctx.admin.id)),

  startEnrolment: adminProcedure
    .output(twoFactorEnrolmentOut)
    .mutation(async ({ ctx }) =>
      presentEnrolment(await ctx.useCases.startTwoFactorEnrolment.execute(ctx.admin)),
    ),

  confirm: adminProcedure
    .input(twoFactorCodeInput)
    .output(recoveryCodesOut)
    .mutation(async ({ ctx, input }) =>
      unwrap(
        await ctx.useCases.confirmTwoFactorEnrolment.execute({ adminId: ctx.admin.id, code: input.code }),
      ),
    ),
});
