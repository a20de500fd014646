import { z } from 'zod';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../../domain/accounts/login-throttle-policy';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  RESET_WINDOW_MS,
} from '../../../domain/accounts/password-reset';
import { forgotPasswordInput, resetPasswordInput } from '../mail-schemas';
import { messageOut, successOut } from '../presenters/account';
import { presentUser, REGISTERED_MESSAGE, userOut } from '../presenters/user';
import { loginInput, registrationInput } from '../schemas';
import { unwrap } from '../trpc-errors';
import { type Call, mutation, query, restOnly } from './endpoint';

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
