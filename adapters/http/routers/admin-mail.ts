import { z } from 'zod';
import { mailIdInput, testEmailInput, testEmailOut } from '../admin-mail-schemas';
import { mailDetailOut, mailSummaryOut, presentMailDetail, presentMailSummary } from '../presenters/mail';
import { adminProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** `admin.mail.*`: the Mail panel and the test e-mail; REST twins in rest/admin-mail-routes.ts. */
export const adminMailRouter = router({
  list: adminProcedure
    .output(z.array(mailSummaryOut))
    .query(async ({ ctx }) => (await ctx.useCases.listMail.execute()).map(presentMailSummary)),

  get: adminProcedure
    .input(mailIdInput)
    .output(mailDetailOut)
    .query(async ({ ctx, input }) => presentMailDetail(unwrap(await ctx.useCases.getMail.execute(input.id)))),

  sendTest: adminProcedure
    .input(testEmailInput)
    .output(testEmailOut)
    .mutation(async ({ ctx, input }) =>
      unwrap(await ctx.useCases.sendTestEmail.execute({ ...input, admin: ctx.admin })),
    ),
});
