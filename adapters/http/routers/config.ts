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

/** Public settings the client needs before sign-in: which card form to show, who sponsors the games. */
export const configRouter = router({
  payments: publicProcedure
    .output(cardFormSetupOut)
    .query(({ ctx }) => ctx.useCases.getCardFormSetup.execute()),
  sponsor: publicProcedure.output(sponsorOut).query(({ ctx }) => ctx.useCases.getSponsor.execute()),
});
