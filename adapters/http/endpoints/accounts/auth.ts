import { z } from 'zod';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../../../domain/accounts/login-throttle-policy';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  RESET_WINDOW_MS,
} from '../../../../domain/accounts/password-reset';
import type { User } from '../../../../domain/accounts/user';
import { CARD_BRAND_NAMES, type PaymentCard } from '../../../../domain/payments/payment-card';
import { unwrap } from '../../trpc-errors';
import { type Call, mutation, query, restOnly } from '../endpoint';
import { messageOut, successOut, text } from '../shared';

/**
 * Either registration payload, checked for types only: the domain checks the rules and words the
 * messages (docs/rules/accounts.md), so a missing field passes here and is named there.
 */
const registrationInput = z.object({
  firstName: text(200).nullish(),
  lastName: text(200).nullish(),
  email: text(320).nullish(),
  phone: text(100).nullish(),
  password: text(1000).nullish(),
  confirmPassword: text(1000).nullish(),
  state: text(100).nullish(),
  optOutPublicity: z.boolean().nullish(),
  acceptedTermsAt: text(100).nullish(),
  ageConfirmed: z.boolean().nullish(),
});

/** Missing credentials pass, so the domain can answer 'Email and password are required'. */
export const loginInput = z.object({
  email: text(320).optional(),
  password: text(1000).optional(),
});

/** Types only: the domain words the messages (an unknown address answers like a known one). */
const forgotPasswordInput = z.object({ email: text(320).optional() });

const resetPasswordInput = z
  .object({
    token: text(300).optional(),
    password: text(1000).optional(),
    confirmPassword: text(1000).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** The current-user shape of the player API. */
export const userOut = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  cardOnFile: z.boolean(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
});

export type UserOut = z.infer<typeof userOut>;

/** cardOnFile, cardBrand and cardLast4 describe the default card (the one a paid spin charges). */
export function presentUser(user: User, card: PaymentCard | null = null): UserOut {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    state: user.state,
    cardOnFile: card !== null,
    cardBrand: card ? CARD_BRAND_NAMES[card.brand] : null,
    cardLast4: card?.last4 ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The message of a successful registration (our words). */
const REGISTERED_MESSAGE = 'Registration successful';

const signedInOut = z.object({ user: userOut });

async function currentUser(call: Call<'public'>) {
  const session = await call.loadSession();
  if (!session) return null;
  // The session slides on the server; renew the cookie's 30 days with it.
  if (call.cookies.token) call.cookies.set(call.cookies.token);
  return presentUser(session.user, await call.useCases.getDefaultCard.execute(session.user.id));
}

/** `auth.*`: sign-up, sign-in, sign-out, the current player, and the password reset. */
export const auth = {
  register: mutation({
    summary: 'Create a player account (not signed in afterwards)',
    access: 'public',
    openWrite: true,
    input: registrationInput,
    output: z.object({ message: z.string(), user: userOut }),
    rest: { method: 'POST', path: '/api/register', status: 201 },
    run: async ({ useCases }, input) => {
      const user = unwrap(await useCases.registerPlayer.execute(input));
      return { message: REGISTERED_MESSAGE, user: presentUser(user) };
    },
  }),

  login: mutation({
    summary: 'Sign in: sets the session cookie',
    access: 'public',
    input: loginInput,
    output: signedInOut,
    rest: { method: 'POST', path: '/api/login', retryAfterSeconds: LOGIN_RETRY_AFTER_SECONDS },
    run: async ({ useCases, clientIp, cookies }, input) => {
      const credentials = { email: input.email ?? '', password: input.password ?? '', ip: clientIp };
      const session = unwrap(await useCases.logIn.execute(credentials));
      cookies.set(session.token);
      const card = await useCases.getDefaultCard.execute(session.user.id);
      return { user: presentUser(session.user, card) };
    },
  }),

  /** Open without a session: signing out twice is no error. */
  logout: mutation({
    summary: 'Sign out: ends the session and clears its cookie',
    access: 'public',
    output: successOut,
    rest: { method: 'POST', path: '/api/logout' },
    run: async ({ useCases, cookies }) => {
      if (cookies.token) await useCases.logOut.execute(cookies.token);
      cookies.clear();
      return { success: true as const };
    },
  }),

  /** The client asks before it knows: null without a session. */
  me: query({
    summary: 'The signed-in player, or null',
    access: 'public',
    output: userOut.nullable(),
    rest: false,
    run: currentUser,
  }),

  /** REST answers 401 without a session where tRPC's `auth.me` answers null. */
  user: restOnly(
    query({
      summary: 'The signed-in player',
      access: 'player',
      output: userOut,
      rest: { method: 'GET', path: '/api/user' },
      run: async (call) => (await currentUser(call)) as z.infer<typeof userOut>,
    }),
  ),

  forgotPassword: mutation({
    summary: 'E-mail a password reset link (answers alike for unknown addresses)',
    access: 'public',
    openWrite: true,
    input: forgotPasswordInput,
    output: messageOut,
    rest: {
      method: 'POST',
      path: '/api/auth/forgot-password',
      retryAfterSeconds: RESET_WINDOW_MS / 1000,
    },
    run: async ({ useCases, clientIp }, input) => {
      unwrap(await useCases.requestPasswordReset.execute({ email: input.email, address: clientIp }));
      return { success: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  }),

  resetPassword: mutation({
    summary: "Set a new password with a reset link's token",
    access: 'public',
    input: resetPasswordInput,
    output: messageOut,
    rest: { method: 'POST', path: '/api/auth/reset-password' },
    run: async ({ useCases }, input) => {
      unwrap(await useCases.resetPassword.execute(input));
      return { success: true as const, message: PASSWORD_RESET_DONE_MESSAGE };
    },
  }),
};
