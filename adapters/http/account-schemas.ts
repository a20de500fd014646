import { z } from 'zod';
import { text } from './validation';

/**
 * Inputs of the account procedures and routes, checked for types only: the domain checks the rules
 * and words the messages (docs/rules/accounts.md), so a missing field passes here and is named there.
 */
export const changePasswordInput = z.object({
  currentPassword: text(1000).optional(),
  newPassword: text(1000).optional(),
  confirmPassword: text(1000).optional(),
});

export const profileInput = z.object({
  firstName: text(200).nullish(),
  lastName: text(200).nullish(),
  phone: text(100).nullish(),
  state: text(100).nullish(),
});

/** PUT /api/user/client-seed: the seed's rules (1 to 64 printable ASCII) are the use case's. */
export const clientSeedSchema = z.strictObject({ clientSeed: z.string() });

/** PUT /api/user/preferences: the whole set, each a boolean (domain/accounts/preferences.ts). */
export const preferencesSchema = z.strictObject({
  soundEffects: z.boolean(),
  confettiEffects: z.boolean(),
  emailNotifications: z.boolean(),
  winNotifications: z.boolean(),
  marketingCommunications: z.boolean(),
  profileVisible: z.boolean(),
});

/** The Delete Account dialog's typed confirmation (docs/rules/accounts.md). */
const DELETE_CONFIRMATION_MESSAGE = "Please type 'DELETE' to confirm account deletion.";
export const deleteAccountInput = z.object({
  confirmation: z.literal('DELETE', { error: DELETE_CONFIRMATION_MESSAGE }),
});

/** 'Get Notified': an address for a visitor; a signed-in player may send none. */
export const subscribeInput = z.object({ email: text(320).nullish() });

export const contactInput = z.object({
  name: text(1000).nullish(),
  email: text(1000).nullish(),
  subject: text(1000).nullish(),
  message: text(20_000).nullish(),
});
