import { z } from 'zod';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../../domain/accounts/login-throttle-policy';
import { adminPasswordInput, adminProfileInput } from '../back-office-schemas';
import { successOut } from '../presenters/account';
import { ADMIN_PASSWORD_CHANGED_MESSAGE, adminProfileOut, presentAdminProfile } from '../presenters/admin';
import {
  adminSignInOut,
  presentAdminSignIn,
  presentEnrolment,
  recoveryCodesOut,
  twoFactorEnrolmentOut,
  twoFactorStatusOut,
} from '../presenters/admin-two-factor';
import { adminLoginInput, twoFactorCodeInput, twoFactorReplacementInput } from '../schemas';
import { unwrap } from '../trpc-errors';
import { mutation, query } from './endpoint';

/** `admin.auth.*`: the administrator's sign-in (with `code` as its second step while two-factor is on). */
export const adminAuth = {
  login: mutation({
    summary: 'Administrator sign-in: sets the administrator cookie once every step passed',
    access: 'public',
    input: adminLoginInput,
    output: adminSignInOut,
    rest: { method: 'POST', path: '/api/admin/login', retryAfterSeconds: LOGIN_RETRY_AFTER_SECONDS },
    run: async ({ useCases, clientIp, adminCookies }, input) => {
      const { email = '', password = '', code } = input;
      const answer = unwrap(await useCases.logInAdmin.execute({ email, password, code, ip: clientIp }));
      if ('token' in answer) adminCookies.set(answer.token);
      return presentAdminSignIn(answer);
    },
  }),

  /** Open without a session, like the player's: signing out twice is no error. */
  logout: mutation({
    summary: "End the administrator's session",
    access: 'public',
    output: successOut,
    rest: { method: 'POST', path: '/api/admin/logout' },
    run: async ({ useCases, adminCookies }) => {
      if (adminCookies.token) await useCases.logOutAdmin.execute(adminCookies.token);
      adminCookies.clear();
      return { success: true as const };
    },
  }),

  me: query({
    summary: 'The signed-in administrator',
    access: 'admin',
    output: adminProfileOut,
    rest: { method: 'GET', path: '/api/admin/user' },
    run: ({ admin }) => presentAdminProfile(admin),
  }),
};

/** `admin.twoFactor.*`: the administrator's authenticator: status, a new secret, its first code. */
export const adminTwoFactor = {
  status: query({
    summary: 'Whether two-factor sign-in is on',
    access: 'admin',
    output: twoFactorStatusOut,
    rest: { method: 'GET', path: '/api/admin/two-factor' },
    run: ({ useCases, admin }) => useCases.getTwoFactorStatus.execute(admin.id),
  }),

  /** Replacing an authenticator in use needs its current code or a recovery code (`code`). */
  startEnrolment: mutation({
    summary: 'A new authenticator secret, as a QR code',
    access: 'admin',
    input: twoFactorReplacementInput,
    output: twoFactorEnrolmentOut,
    rest: { method: 'POST', path: '/api/admin/two-factor/enrolment' },
    run: async ({ useCases, admin, clientIp }, input) =>
      presentEnrolment(
        unwrap(
          await useCases.startTwoFactorEnrolment.execute({
            admin,
            ...(input?.code === undefined ? {} : { code: input.code }),
            ip: clientIp,
          }),
        ),
      ),
  }),

  /** Answers the recovery codes, shown this once. */
  confirm: mutation({
    summary: 'Confirm the new secret with its first code',
    access: 'admin',
    input: twoFactorCodeInput,
    output: recoveryCodesOut,
    rest: { method: 'POST', path: '/api/admin/two-factor/confirm' },
    run: async ({ useCases, admin }, input) =>
      unwrap(await useCases.confirmTwoFactorEnrolment.execute({ adminId: admin.id, code: input.code })),
  }),
};

/** `admin.profile.*`: the administrator's own profile and password. */
export const adminProfile = {
  update: mutation({
    summary: "Change the administrator's e-mail or name",
    access: 'admin',
    input: adminProfileInput,
    output: adminProfileOut,
    rest: { method: 'PATCH', path: '/api/admin/update-profile' },
    run: async ({ useCases, admin }, input) =>
      presentAdminProfile(unwrap(await useCases.updateAdminProfile.execute({ ...input, adminId: admin.id }))),
  }),

  /** Every session is revoked: this one carries on with a new token. */
  changePassword: mutation({
    summary: "Change the administrator's password",
    access: 'admin',
    input: adminPasswordInput,
    output: z.object({ success: z.literal(true), message: z.string() }),
    rest: { method: 'PATCH', path: '/api/admin/change-password' },
    run: async ({ useCases, admin, clientIp, adminCookies }, input) => {
      const change = { ...input, adminId: admin.id, ip: clientIp };
      const { token } = unwrap(await useCases.changeAdminPassword.execute(change));
      adminCookies.set(token);
      return { success: true as const, message: ADMIN_PASSWORD_CHANGED_MESSAGE };
    },
  }),
};
