import QRCode from 'qrcode';
import { z } from 'zod';
import type { AdminLoggedIn, SecondFactorNeeded } from '../../../../application/admin/log-in-admin';
import type { TwoFactorEnrolment } from '../../../../application/admin/start-two-factor-enrolment';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../../../domain/accounts/login-throttle-policy';
import type { Administrator } from '../../../../domain/admin/administrator';
import { unwrap } from '../../trpc-errors';
import { loginInput } from '../accounts/auth';
import { mutation, query } from '../endpoint';
import { successOut, text } from '../shared';

const adminProfileInput = z.object({
  email: text(1000).nullish(),
  firstName: text(1000).nullish(),
  lastName: text(1000).nullish(),
});

const adminPasswordInput = z.object({
  currentPassword: text(1000).optional(),
  newPassword: text(1000).optional(),
  confirmPassword: text(1000).optional(),
});

/** The administrator's sign-in: the second step sends the authenticator's or a recovery code too. */
const adminLoginInput = loginInput.extend({ code: text(64).optional() });

const twoFactorCodeInput = z.object({ code: text(64) });

/** Replacing the authenticator: a current code or a recovery code (none for a first enrolment). */
const twoFactorReplacementInput = z.object({ code: text(64).optional() }).optional();

/** The admin API's 'Admin profile'. */
const adminProfileOut = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });

/** The admin API's 'Admin login response': the user with firstName and email. */
const adminLoginOut = z.object({ user: z.object({ firstName: z.string(), email: z.string() }) });

const presentAdminProfile = ({ email, firstName, lastName }: Administrator) => ({
  email,
  firstName,
  lastName,
});

const presentAdminLogin = ({ firstName, email }: Administrator) => ({ user: { firstName, email } });

const ADMIN_PASSWORD_CHANGED_MESSAGE = 'Your password has been changed; other sessions were signed out';

/** A sign-in answers the administrator, or asks for the second step. */
const adminSignInOut = z.union([adminLoginOut, z.object({ twoFactorRequired: z.literal(true) })]);

const presentAdminSignIn = (answer: AdminLoggedIn | SecondFactorNeeded) =>
  'twoFactorRequired' in answer ? { twoFactorRequired: true as const } : presentAdminLogin(answer.admin);

const twoFactorStatusOut = z.object({
  required: z.boolean(),
  enrolled: z.boolean(),
  pending: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** What sign-in asks of this administrator now (domain/admin-security/two-factor-state.ts). */
  state: z.enum(['on', 'setting-off', 'awaiting-code', 'not-set-up']),
});

const twoFactorEnrolmentOut = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri`, as an SVG document. */
  qrCodeSvg: z.string(),
});

const recoveryCodesOut = z.object({ recoveryCodes: z.array(z.string()) });

async function presentEnrolment(enrolment: TwoFactorEnrolment) {
  const qrCodeSvg = await QRCode.toString(enrolment.otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { ...enrolment, qrCodeSvg };
}

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
