import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

const cardFormSetupOut = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('square'),
    applicationId: z.string(),
    locationId: z.string(),
    environment: z.enum(['sandbox', 'production']),
  }),
  z.object({ provider: z.literal('simulator') }),
]);

const sponsorOut = z.object({ name: z.string(), address: z.string() }).nullable();
const contactOut = z.object({ email: z.string().nullable(), postal: sponsorOut });
const signUpOut = z.object({
  allowedEmailDomains: z.array(z.string()),
  emailHint: z.string(),
  emailExample: z.string(),
});

/**
 * Public settings the client needs before sign-in: which card form to show, who sponsors the games,
 * how to reach the operator, which e-mail domains sign-up admits.
 */
export const configRouter = router({
  payments: publicProcedure
    .output(cardFormSetupOut)
    .query(({ ctx }) => ctx.useCases.getCardFormSetup.execute()),
  sponsor: publicProcedure.output(sponsorOut).query(({ ctx }) => ctx.useCases.getSponsor.execute()),
  contact: publicProcedure.output(contactOut).query(({ ctx }) => ctx.useCases.getContactDetails.execute()),
  signUp: publicProcedure.output(signUpOut).query(({ ctx }) => ctx.useCases.getSignUpRules.execute()),
});
