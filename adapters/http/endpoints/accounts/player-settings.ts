import { z } from 'zod';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { successOut, text } from '../shared';
import { presentUser, userOut } from './auth';

/**
 * Inputs of the account procedures and routes, checked for types only: the domain checks the rules
 * and words the messages (docs/rules/accounts.md), so a missing field passes here and is named there.
 */
const changePasswordInput = z.object({
  currentPassword: text(1000).optional(),
  newPassword: text(1000).optional(),
  confirmPassword: text(1000).optional(),
});

const profileInput = z.object({
  firstName: text(200).nullish(),
  lastName: text(200).nullish(),
  phone: text(100).nullish(),
  state: text(100).nullish(),
});

/** PUT /api/user/client-seed: the seed's rules (1 to 64 printable ASCII) are the use case's. */
const clientSeedSchema = z.strictObject({ clientSeed: z.string() });

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

const deleteAccountInput = z.object({
  confirmation: z.literal('DELETE', { error: DELETE_CONFIRMATION_MESSAGE }),
});

const PASSWORD_CHANGED_MESSAGE = 'Password changed';

const passwordChangedOut = z.object({ success: z.literal(true), message: z.string() });

/** `account.*`: the signed-in player's settings: password, profile, preferences, client seed, deletion. */
export const accountSettings = {
  preferences: query({
    summary: "The player's preferences",
    access: 'player',
    output: preferencesSchema,
    rest: { method: 'GET', path: '/api/user/preferences' },
    run: ({ useCases, session }) => useCases.getPreferences.execute(session.user.id),
  }),

  /** Provably fair: the seed the player's next spins mix in. */
  clientSeed: query({
    summary: "The player's client seed",
    access: 'player',
    output: clientSeedSchema,
    rest: { method: 'GET', path: '/api/user/client-seed' },
    run: async ({ useCases, session }) => unwrap(await useCases.getClientSeed.execute(session.user.id)),
  }),

  changePassword: mutation({
    summary: "Change the player's password (other sessions end)",
    access: 'player',
    input: changePasswordInput,
    output: passwordChangedOut,
    rest: { method: 'POST', path: '/api/user/change-password' },
    run: async ({ useCases, session }, input) => {
      const { user, tokenHash } = session;
      const change = { ...input, userId: user.id, sessionTokenHash: tokenHash };
      unwrap(await useCases.changePassword.execute(change));
      return { success: true as const, message: PASSWORD_CHANGED_MESSAGE };
    },
  }),

  updateProfile: mutation({
    summary: "Change the player's name, phone or state",
    access: 'player',
    input: profileInput,
    output: userOut,
    rest: { method: 'PATCH', path: '/api/user/profile' },
    run: async ({ useCases, session }, input) => {
      const user = unwrap(await useCases.updateProfile.execute({ ...input, userId: session.user.id }));
      return presentUser(user, await useCases.getDefaultCard.execute(user.id));
    },
  }),

  savePreferences: mutation({
    summary: "Save the player's preferences",
    access: 'player',
    input: preferencesSchema,
    output: preferencesSchema,
    rest: { method: 'PUT', path: '/api/user/preferences' },
    run: ({ useCases, session }, preferences) =>
      useCases.savePreferences.execute({ userId: session.user.id, preferences }),
  }),

  changeClientSeed: mutation({
    summary: "Change the player's client seed, for their later spins",
    access: 'player',
    input: clientSeedSchema,
    output: clientSeedSchema,
    rest: { method: 'PUT', path: '/api/user/client-seed' },
    run: async ({ useCases, session }, input) =>
      unwrap(await useCases.changeClientSeed.execute({ userId: session.user.id, ...input })),
  }),

  /** tRPC needs the typed confirmation 'DELETE'; the REST call has no body (the client's dialog asks). */
  deleteAccount: mutation({
    summary: "Delete the player's account and sign this browser out",
    access: 'player',
    input: deleteAccountInput,
    output: successOut,
    rest: { method: 'DELETE', path: '/api/user/delete-account', body: false },
    run: async ({ useCases, session, cookies }) => {
      await useCases.deleteAccount.execute(session.user.id);
      cookies.clear();
      return { success: true as const };
    },
  }),
};
