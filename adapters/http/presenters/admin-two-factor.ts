import QRCode from 'qrcode';
import { z } from 'zod';
import type { AdminLoggedIn, SecondFactorNeeded } from '../../../application/admin/log-in-admin';
import type { TwoFactorEnrolment } from '../../../application/admin/start-two-factor-enrolment';
import { adminLoginOut, presentAdminLogin } from './admin';

/** A sign-in answers the administrator, or asks for the second step. */
export const adminSignInOut = z.union([adminLoginOut, z.object({ twoFactorRequired: z.literal(true) })]);

export const presentAdminSignIn = (answer: AdminLoggedIn | SecondFactorNeeded) =>
  'twoFactorRequired' in answer ? { twoFactorRequired: true as const } : presentAdminLogin(answer.admin);

export const twoFactorStatusOut = z.object({
  required: z.boolean(),
  enrolled: z.boolean(),
  pending: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

export const twoFactorEnrolmentOut = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri`, as an SVG document. */
  qrCodeSvg: z.string(),
});

export const recoveryCodesOut = z.object({ recoveryCodes: z.array(z.string()) });

export async function presentEnrolment(enrolment: TwoFactorEnrolment) {
  const qrCodeSvg = await QRCode.toString(enrolment.otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { ...enrolment, qrCodeSvg };
}
