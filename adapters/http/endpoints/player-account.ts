import {
  changePasswordInput,
  clientSeedSchema,
  deleteAccountInput,
  preferencesSchema,
  profileInput,
} from '../account-schemas';
import { AUTHENTICATION_REQUIRED } from '../error-status';
import {
  achievementsOut,
  historyOut,
  PASSWORD_CHANGED_MESSAGE,
  passwordChangedOut,
  presentAchievements,
  presentHistory,
  presentStats,
  presentTransactions,
  presentWins,
  statsOut,
  successOut,
  transactionsOut,
  winsOut,
} from '../presenters/account';
import { drawNoticesOut, presentDrawNotices } from '../presenters/draw-notices';
import { myDataOut, presentMyData } from '../presenters/my-data';
import { presentUser, userOut } from '../presenters/user';
import { gameIdInput } from '../schemas';
import { trpcErrorOf, unwrap } from '../trpc-errors';
import { mutation, query } from './endpoint';

/** `account.*`: the signed-in player's own figures, history, charges and data. */
export const accountFigures = {
  stats: query({
    summary: "The player's totals",
    access: 'player',
    output: statsOut,
    rest: { method: 'GET', path: '/api/user/stats' },
    run: async ({ useCases, session }) =>
      presentStats(await useCases.getPlayerStats.execute(session.user.id)),
  }),

  wins: query({
    summary: "The player's wins",
    access: 'player',
    output: winsOut,
    rest: { method: 'GET', path: '/api/user/wins' },
    run: async ({ useCases, session }) => presentWins(await useCases.listPlayerWins.execute(session.user.id)),
  }),

  achievements: query({
    summary: "The player's achievements",
    access: 'player',
    output: achievementsOut,
    rest: false,
    run: async ({ useCases, session }) =>
      presentAchievements(await useCases.getAchievements.execute(session.user.id)),
  }),

  gameHistory: query({
    summary: 'Every number the player claimed',
    access: 'player',
    output: historyOut,
    rest: { method: 'GET', path: '/api/user/game-history' },
    run: async ({ useCases, session }) =>
      presentHistory(await useCases.getGameHistory.execute(session.user.id)),
  }),

  export: query({
    summary: "A copy of the player's own data: profile, preferences, cards, transactions and wins",
    access: 'player',
    output: myDataOut,
    rest: { method: 'GET', path: '/api/user/export' },
    run: async ({ useCases, session }) => {
      const data = await useCases.exportMyData.execute(session.user.id);
      // The account was erased after the session was read: as signed out.
      if (!data) throw trpcErrorOf(AUTHENTICATION_REQUIRED);
      return presentMyData(data);
    },
  }),

  transactions: query({
    summary: "The player's charges",
    access: 'player',
    output: transactionsOut,
    rest: { method: 'GET', path: '/api/transactions' },
    run: async ({ useCases, session }) =>
      presentTransactions(await useCases.listTransactions.execute(session.user.id)),
  }),
};

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

/** `drawNotices.*`: drawn games the player entered (none with 'Win Notifications' off), and 'seen'. */
export const drawNotices = {
  list: query({
    summary: 'Notices of drawn games the player entered',
    access: 'player',
    output: drawNoticesOut,
    rest: { method: 'GET', path: '/api/user/draw-notices' },
    run: async ({ useCases, session }) =>
      presentDrawNotices(await useCases.listDrawNotices.execute(session.user.id)),
  }),

  markSeen: mutation({
    summary: "Mark a game's draw notice seen",
    access: 'player',
    input: gameIdInput,
    output: successOut,
    rest: { method: 'POST', path: '/api/user/draw-notices/{id}/seen' },
    run: async ({ useCases, session }, input) => {
      await useCases.markDrawNoticeSeen.execute({ userId: session.user.id, gameId: input.id });
      return { success: true as const };
    },
  }),
};
