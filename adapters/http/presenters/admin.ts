import { z } from 'zod';
import type { Administrator } from '../../../domain/admin/administrator';

/** The admin API's 'Admin profile'. */
export const adminProfileOut = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });
/** The admin API's 'Admin login response': the user with firstName and email. */
export const adminLoginOut = z.object({ user: z.object({ firstName: z.string(), email: z.string() }) });

export const presentAdminProfile = ({ email, firstName, lastName }: Administrator) => ({
  email,
  firstName,
  lastName,
});

export const presentAdminLogin = ({ firstName, email }: Administrator) => ({ user: { firstName, email } });

export const ADMIN_PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed; other sessions were signed out';
