import { z } from 'zod';
import { query } from '../endpoint';

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
 * `config.*`: public settings the client needs before sign-in: which card form to show, who
 * sponsors the games, how to reach the operator, how long a winner has to claim, which e-mail
 * domains sign-up admits.
 */
export const config = {
  payments: query({
    summary: 'Which card form to show',
    access: 'public',
    output: cardFormSetupOut,
    rest: false,
    run: ({ useCases }) => useCases.getCardFormSetup.execute(),
  }),
  sponsor: query({
    summary: 'Who sponsors the games',
    access: 'public',
    output: sponsorOut,
    rest: false,
    run: ({ useCases }) => useCases.getSponsor.execute(),
  }),
  contact: query({
    summary: "The operator's contact details",
    access: 'public',
    output: contactOut,
    rest: false,
    run: ({ useCases }) => useCases.getContactDetails.execute(),
  }),
  prizeClaim: query({
    summary: 'How long a winner has to claim the prize',
    access: 'public',
    output: z.object({ claimWindowHours: z.number() }),
    rest: false,
    run: ({ useCases }) => useCases.getPrizeClaimTerms.execute(),
  }),
  signUp: query({
    summary: 'Which e-mail domains sign-up admits',
    access: 'public',
    output: signUpOut,
    rest: false,
    run: ({ useCases }) => useCases.getSignUpRules.execute(),
  }),
};
