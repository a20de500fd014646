import { randomUUID } from 'node:crypto';
import { DEFAULT_PREFERENCES } from '../../../domain/accounts/preferences';
import type { AccessFixture } from './fixture';
import { send } from './send';

/**
 * EVERY REST route and tRPC procedure, with who may call it. tests/api/access/access.test.ts fails
 * when the app has a route this table lacks, so a new route must be added here (one line). The fuzz
 * test (tests/api/fuzz) sends generated input to every entry.
 *
 * - public: open without a session (DESIGN.md section 6); player: needs a player session (401
 *   without); admin: needs an administrator session (401 UNAUTHENTICATED without, and with only a
 *   player's session: a player cookie is no administrator session).
 * - input: a valid JSON body (REST) or procedure input (tRPC); params: the path's :params (default
 *   { id: the fixture game's id }).
 * - othersRecord: for routes taking ids of one player's records: creates a record of `fx.other` and
 *   answers the params or input naming it; `fx.me` must get 404, never the record.
 * - endsSession: a successful call ends the caller's session (the fuzz test signs in again).
 */
export type Access = 'public' | 'player' | 'admin';

export interface Target {
  params?: Record<string, string | number>;
  input?: unknown;
}

export interface RouteCase {
  /** 'GET /api/games/:id' for REST, 'query games.byId' or 'mutation spins.free' for tRPC. */
  route: string;
  access: Access;
  input?: (fx: AccessFixture) => unknown;
  params?: (fx: AccessFixture) => Record<string, string | number>;
  othersRecord?: (fx: AccessFixture) => Promise<Target>;
  endsSession?: boolean;
}

const game = (fx: AccessFixture) => ({ id: fx.game.id });
const gameId = (fx: AccessFixture) => ({ gameId: fx.game.id });
const credentials = (fx: AccessFixture) => ({ email: fx.me.email, password: 'wrong-password' });
const adminCredentials = () => ({ email: 'admin@prizewheel.test', password: 'wrong-password' });
const userOf = (fx: AccessFixture) => ({ id: fx.me.id });
const unknownUser = () => ({ id: 2_000_000_000 });
const bulkOnUnknown = () => ({ action: 'setStatus', status: 'inactive', ids: [2_000_000_000] });
const adminProfile = () => ({
  email: 'admin@prizewheel.test',
  firstName: 'Admin',
  lastName: 'Administrator',
});
const adminPasswordChange = () => ({ currentPassword: 'wrong-password', newPassword: 'new-secret' });
let registrations = 0;
const registration = () => ({
  firstName: 'Fay',
  lastName: 'Table',
  email: `table.${process.pid}.${Date.now()}.${++registrations}@gmail.com`,
  phone: '615-555-0100',
  password: 'secret-password',
  state: 'TN',
  acceptedTermsAt: new Date(Date.now() - 60_000).toISOString(),
});
const newGame = () => ({
  name: 'Table game',
  prize: 'Mug',
  prizeValue: 25,
  totalNumbers: 20,
  durationHours: 24,
});
const winnerPick = (fx: AccessFixture) => ({ playerId: fx.me.id, reason: 'Best story' });
/** An id no game or winner has: a deletion the access and fuzz suites make must not remove fx.game. */
const noSuchRecord = () => ({ id: 2_000_000_000 });
const setAsideUnknownWinner = () => ({ id: 2_000_000_000, reason: 'Unreachable' });
const noSuchMail = () => ({ id: randomUUID() });
const testEmail = () => ({ email: 'ops@example.com', type: 'winner' });
let resets = 0;
const forgotPassword = () => ({ email: `reset.${process.pid}.${++resets}@gmail.com` });
const resetPassword = () => ({ token: 'x'.repeat(43), password: 'new-secret' });
const contact = () => ({ name: 'Fay', email: 'fay@gmail.com', subject: 'Hello', message: 'Hi there' });
const profile = () => ({ firstName: 'Fay', lastName: 'Table', phone: '615-555-0100', state: 'TN' });
const clientSeed = () => ({ clientSeed: 'my lucky seed' });
const preferences = () => ({ ...DEFAULT_PREFERENCES, confettiEffects: false });
const limits = () => ({ dailyLimit: 50, weeklyLimit: null, monthlyLimit: 200 });
const card = () => ({ cardNonce: 'cnon:card-nonce-ok', cardholderName: 'Fay Table' });
const paidSpin = (fx: AccessFixture) => ({
  gameId: fx.game.id,
  requestId: randomUUID(),
  agreedToTerms: true,
});
const heldNumber = (fx: AccessFixture) => ({ gameId: fx.game.id, number: 1 });
/** A card of fx.other, stored through the use case (the server's simulator gateway). */
async function othersCardId(fx: AccessFixture): Promise<number> {
  const added = await fx.server.useCases.addCard.execute({
    userId: fx.other.id,
    nonce: 'cnon:card-nonce-ok',
    verificationToken: null,
    cardholderName: null,
  });
  if (!added.ok) throw new Error(added.error.message);
  return added.value.id;
}
const othersCardParams = async (fx: AccessFixture): Promise<Target> => ({
  params: { id: await othersCardId(fx) },
});
const othersCardInput = async (fx: AccessFixture): Promise<Target> => ({
  input: { id: await othersCardId(fx) },
});
const passwordChange = () => ({
  currentPassword: 'wrong-password',
  newPassword: 'new-secret',
  confirmPassword: 'new-secret',
});

/**
 * A number another player holds after a declined charge, in a game without free numbers (so the
 * spin is charged). Made once per fixture.
 */
type OthersHold = { gameId: number; number: number; requestId: string };
const othersHolds = new WeakMap<AccessFixture, Promise<OthersHold>>();
function othersHold(fx: AccessFixture): Promise<OthersHold> {
  const hold =
    othersHolds.get(fx) ??
    (async () => {
      const game = await fx.server.useCases.createGame.execute({
        name: 'Paid only',
        prize: 'Mug',
        totalNumbers: 20,
      });
      if (!game.ok) throw new Error(game.error.message);
      const holder = await fx.signUp();
      const declining = { cardNonce: 'cnon:card-nonce-declined', cardholderName: 'Hal Holder' };
      await send(fx.url, {
        method: 'POST',
        path: '/api/payment-cards',
        cookie: holder.cookie,
        json: declining,
      });
      const requestId = randomUUID();
      const spin = await send(fx.url, {
        method: 'POST',
        path: '/api/spin',
        cookie: holder.cookie,
        json: { gameId: game.value.id, agreedToTerms: true },
        headers: { 'idempotency-key': requestId },
      });
      if (spin.json?.paymentFailed !== true) throw new Error(`no held number: ${spin.text}`);
      return { gameId: game.value.id, number: spin.json.number as number, requestId };
    })();
  othersHolds.set(fx, hold);
  return hold;
}

/**
 * The live streams (tRPC subscriptions over server-sent events, public): listed so the inventory
 * stays complete, but kept out of ROUTES, whose checks await a whole answer and a stream never ends.
 * tests/api/live covers them: open without a session, a bad id refused with a 400 naming it, and
 * their limits per address and session. `GET /trpc/*` is their check before tRPC (middleware/live-streams.ts),
 * which reads the procedure as tRPC does, whatever trailing slash the URL carries.
 */
export const STREAMS = ['GET /trpc/*', 'subscription games.live', 'subscription games.lobbyLive'];

export const ROUTES: RouteCase[] = [
  // Sign-up, sign-in (player.md section 7)
  { route: 'POST /api/register', access: 'public', input: registration },
  { route: 'POST /api/login', access: 'public', input: credentials },
  { route: 'POST /api/logout', access: 'public', endsSession: true },
  { route: 'GET /api/user', access: 'player' },
  { route: 'mutation auth.register', access: 'public', input: registration },
  { route: 'mutation auth.login', access: 'public', input: credentials },
  { route: 'mutation auth.logout', access: 'public', endsSession: true },
  { route: 'query auth.me', access: 'public' },

  // Password reset and unsubscribe links (the mail issue)
  { route: 'POST /api/auth/forgot-password', access: 'public', input: forgotPassword },
  { route: 'POST /api/auth/reset-password', access: 'public', input: resetPassword },
  { route: 'POST /api/unsubscribe', access: 'public' },
  { route: 'mutation auth.forgotPassword', access: 'public', input: forgotPassword },
  { route: 'mutation auth.resetPassword', access: 'public', input: resetPassword },
  { route: 'mutation notifications.unsubscribe', access: 'public', input: () => ({ token: 'a'.repeat(64) }) },

  // Games and presence
  { route: 'GET /api/games', access: 'public' },
  { route: 'GET /api/games/:id', access: 'public' },
  { route: 'GET /api/games/:id/available-numbers', access: 'public' },
  { route: 'GET /api/games/:id/recent-numbers', access: 'public' },
  { route: 'GET /api/games/:id/fairness', access: 'public' },
  { route: 'GET /api/games/:id/free-play-status', access: 'player' },
  { route: 'GET /api/players-online', access: 'player' },
  { route: 'query games.list', access: 'public' },
  { route: 'query games.byId', access: 'public', input: game },
  { route: 'query games.availableNumbers', access: 'public', input: game },
  { route: 'query games.recentNumbers', access: 'public', input: game },
  { route: 'query games.fairness', access: 'public', input: game },
  { route: 'query games.freePlayStatus', access: 'player', input: game },
  { route: 'query games.playersOnline', access: 'player' },

  // Spins
  { route: 'POST /api/free-spin', access: 'player', input: gameId },
  { route: 'mutation spins.free', access: 'player', input: gameId },

  // The player's account
  { route: 'GET /api/user/stats', access: 'player' },
  { route: 'GET /api/user/wins', access: 'player' },
  { route: 'GET /api/user/game-history', access: 'player' },
  { route: 'GET /api/transactions', access: 'player' },
  { route: 'POST /api/user/change-password', access: 'player', input: passwordChange },
  { route: 'PATCH /api/user/profile', access: 'player', input: profile },
  { route: 'DELETE /api/user/delete-account', access: 'player', endsSession: true },
  { route: 'GET /api/user/draw-notices', access: 'player' },
  { route: 'POST /api/user/draw-notices/:id/seen', access: 'player' },
  { route: 'query drawNotices.list', access: 'player' },
  { route: 'mutation drawNotices.markSeen', access: 'player', input: game },
  { route: 'GET /api/user/preferences', access: 'player' },
  { route: 'PUT /api/user/preferences', access: 'player', input: preferences },
  { route: 'query account.stats', access: 'player' },
  { route: 'query account.wins', access: 'player' },
  { route: 'query account.preferences', access: 'player' },
  { route: 'GET /api/user/client-seed', access: 'player' },
  { route: 'PUT /api/user/client-seed', access: 'player', input: clientSeed },
  { route: 'query account.clientSeed', access: 'player' },
  { route: 'mutation account.changeClientSeed', access: 'player', input: clientSeed },
  { route: 'mutation account.savePreferences', access: 'player', input: preferences },
  { route: 'query account.achievements', access: 'player' },
  { route: 'query account.gameHistory', access: 'player' },
  { route: 'query account.transactions', access: 'player' },
  { route: 'mutation account.changePassword', access: 'player', input: passwordChange },
  { route: 'mutation account.updateProfile', access: 'player', input: profile },
  {
    route: 'mutation account.deleteAccount',
    access: 'player',
    input: () => ({ confirmation: 'DELETE' }),
    endsSession: true,
  },

  // Responsible play (issue 13)
  { route: 'GET /api/games/:id/spin-price', access: 'public' },
  { route: 'GET /api/games/:id/spin-blocks', access: 'public' },
  { route: 'GET /api/games/:id/holding', access: 'player' },
  { route: 'GET /api/user/limits', access: 'player' },
  { route: 'PUT /api/user/limits', access: 'player', input: limits },
  { route: 'GET /api/user/spending', access: 'player' },
  { route: 'GET /api/user/self-exclusion', access: 'player' },
  { route: 'POST /api/user/self-exclusion', access: 'player', input: () => ({ period: '24h' }) },
  { route: 'query responsiblePlay.spinPrice', access: 'public', input: game },
  { route: 'query responsiblePlay.spinBlocks', access: 'public', input: game },
  { route: 'query responsiblePlay.holding', access: 'player', input: game },
  { route: 'query responsiblePlay.limits', access: 'player' },
  { route: 'mutation responsiblePlay.setLimits', access: 'player', input: limits },
  { route: 'query responsiblePlay.spending', access: 'player' },
  { route: 'query responsiblePlay.selfExclusion', access: 'player' },
  { route: 'mutation responsiblePlay.takeBreak', access: 'player', input: () => ({ period: '24h' }) },

  // Visitors' messages
  { route: 'POST /api/notify', access: 'public', input: () => ({ email: 'fan@gmail.com' }) },
  { route: 'POST /api/notify/confirm', access: 'public', input: () => ({ token: 'a'.repeat(43) }) },
  { route: 'POST /api/contact', access: 'public', input: contact },
  { route: 'mutation notifications.subscribe', access: 'public', input: () => ({ email: 'fan@gmail.com' }) },
  { route: 'mutation notifications.confirm', access: 'public', input: () => ({ token: 'a'.repeat(43) }) },
  { route: 'mutation contact.send', access: 'public', input: contact },

  // Paid spins and held numbers (DESIGN.md section 3)
  { route: 'POST /api/spin', access: 'player', input: (fx) => ({ gameId: fx.game.id, agreedToTerms: true }) },
  {
    route: 'POST /api/process-payment',
    access: 'player',
    input: heldNumber,
    othersRecord: async (fx) => ({ input: await othersHold(fx) }),
  },
  { route: 'GET /api/games/:id/open-hold', access: 'player' },
  {
    route: 'GET /api/spin/:requestId',
    access: 'player',
    params: () => ({ requestId: randomUUID() }),
    othersRecord: async (fx) => ({ params: { requestId: (await othersHold(fx)).requestId } }),
  },
  { route: 'mutation spins.paid', access: 'player', input: paidSpin },
  {
    route: 'query spins.status',
    access: 'player',
    input: () => ({ requestId: randomUUID() }),
    othersRecord: async (fx) => ({ input: { requestId: (await othersHold(fx)).requestId } }),
  },
  { route: 'query spins.openHold', access: 'player', input: gameId },
  {
    route: 'mutation spins.payHeld',
    access: 'player',
    input: heldNumber,
    othersRecord: async (fx) => ({ input: await othersHold(fx) }),
  },

  // Cards on file: another player's card id is 404
  { route: 'POST /api/card/add', access: 'player', input: card },
  { route: 'POST /api/payment-cards', access: 'player', input: card },
  { route: 'GET /api/payment-cards', access: 'player' },
  { route: 'DELETE /api/payment-cards/:id', access: 'player', othersRecord: othersCardParams },
  { route: 'PUT /api/payment-cards/:id/set-default', access: 'player', othersRecord: othersCardParams },
  { route: 'GET /api/user/default-card', access: 'player' },
  { route: 'query cards.list', access: 'player' },
  { route: 'mutation cards.add', access: 'player', input: card },
  { route: 'mutation cards.remove', access: 'player', input: game, othersRecord: othersCardInput },
  { route: 'mutation cards.setDefault', access: 'player', input: game, othersRecord: othersCardInput },
  { route: 'query cards.defaultCard', access: 'player' },
  { route: 'query config.payments', access: 'public' },

  // The administrator's sign-in (admin.md section 7)
  { route: 'POST /api/admin/login', access: 'public', input: adminCredentials },
  { route: 'POST /api/admin/logout', access: 'public', endsSession: true },
  { route: 'GET /api/admin/user', access: 'admin' },
  { route: 'mutation admin.auth.login', access: 'public', input: adminCredentials },
  { route: 'mutation admin.auth.logout', access: 'public', endsSession: true },
  { route: 'query admin.auth.me', access: 'admin' },
  // Two-factor enrolment: a started one only waits for a code, so the access runs change no sign-in.
  { route: 'GET /api/admin/two-factor', access: 'admin' },
  { route: 'POST /api/admin/two-factor/enrolment', access: 'admin' },
  { route: 'POST /api/admin/two-factor/confirm', access: 'admin', input: () => ({ code: '000000' }) },
  { route: 'query admin.twoFactor.status', access: 'admin' },
  { route: 'mutation admin.twoFactor.startEnrolment', access: 'admin', input: () => ({}) },
  { route: 'mutation admin.twoFactor.confirm', access: 'admin', input: () => ({ code: '000000' }) },

  // The Users tab and the activity feed (issue 10): writes name an unknown id, so the fixture's
  // players stay; tests/api/admin/admin-users.test.ts edits and deletes real ones.
  { route: 'GET /api/admin/users', access: 'admin' },
  { route: 'GET /api/admin/users/export', access: 'admin' },
  { route: 'GET /api/admin/users/:id/details', access: 'admin', params: userOf },
  { route: 'GET /api/admin/users/:id/transactions', access: 'admin', params: userOf },
  { route: 'GET /api/admin/users/:id/activity', access: 'admin', params: userOf },
  {
    route: 'PATCH /api/admin/users/:id',
    access: 'admin',
    params: unknownUser,
    input: () => ({ role: 'vip' }),
  },
  { route: 'DELETE /api/admin/users/:id', access: 'admin', params: unknownUser },
  { route: 'POST /api/admin/users/bulk', access: 'admin', input: bulkOnUnknown },
  { route: 'GET /api/admin/activity', access: 'admin' },
  { route: 'query admin.users.list', access: 'admin', input: () => ({ search: 'table' }) },
  { route: 'query admin.users.details', access: 'admin', input: userOf },
  { route: 'query admin.users.transactions', access: 'admin', input: userOf },
  { route: 'query admin.users.activity', access: 'admin', input: (fx) => ({ ...userOf(fx), limit: 5 }) },
  {
    route: 'mutation admin.users.update',
    access: 'admin',
    input: () => ({ ...unknownUser(), changes: { role: 'vip' } }),
  },
  { route: 'mutation admin.users.delete', access: 'admin', input: unknownUser },
  { route: 'mutation admin.users.bulk', access: 'admin', input: bulkOnUnknown },
  { route: 'query admin.activity.list', access: 'admin', input: () => ({ limit: 5 }) },
  // Analytics (admin.md section 7; issue 10 item 3)
  { route: 'GET /api/admin/analytics', access: 'admin' },
  { route: 'GET /api/admin/analytics/report.csv', access: 'admin' },
  { route: 'query admin.analytics.get', access: 'admin' },
  { route: 'query config.sponsor', access: 'public' },
  { route: 'query config.contact', access: 'public' },
  { route: 'query config.signUp', access: 'public' },
  { route: 'GET /api/admin/dashboard/stats', access: 'admin' },
  { route: 'query admin.dashboard.stats', access: 'admin' },
  { route: 'GET /api/health', access: 'public' },
  { route: 'GET /api/ready', access: 'public' },
  // Its own bearer token (METRICS_TOKEN), no session: 404 here, where no token is configured.
  { route: 'GET /metrics', access: 'public' },

  // The back office's games and winners (admin.md section 7); deletions name no existing record
  { route: 'GET /api/games/:id/image', access: 'public' },
  { route: 'GET /api/admin/games', access: 'admin' },
  { route: 'POST /api/admin/games', access: 'admin', input: newGame },
  { route: 'PATCH /api/admin/games/:id', access: 'admin', input: () => ({ description: 'Edited' }) },
  { route: 'DELETE /api/admin/games/:id', access: 'admin', params: noSuchRecord },
  { route: 'GET /api/admin/games/:id/participants', access: 'admin' },
  { route: 'POST /api/admin/games/:id/select-winner', access: 'admin', input: winnerPick },
  { route: 'POST /api/admin/games/:id/draw', access: 'admin' },
  { route: 'GET /api/admin/winners', access: 'admin' },
  {
    route: 'DELETE /api/admin/winners/:id',
    access: 'admin',
    params: noSuchRecord,
    input: () => ({ reason: 'Unreachable' }),
  },
  { route: 'query admin.games.list', access: 'admin' },
  { route: 'mutation admin.games.create', access: 'admin', input: newGame },
  {
    route: 'mutation admin.games.update',
    access: 'admin',
    input: (fx) => ({ id: fx.game.id, description: 'Edited' }),
  },
  { route: 'mutation admin.games.delete', access: 'admin', input: noSuchRecord },
  { route: 'query admin.games.participants', access: 'admin', input: game },
  {
    route: 'mutation admin.games.selectWinner',
    access: 'admin',
    input: (fx) => ({ id: fx.game.id, ...winnerPick(fx) }),
  },
  { route: 'mutation admin.games.draw', access: 'admin', input: game },
  { route: 'query admin.winners.list', access: 'admin' },
  { route: 'mutation admin.winners.delete', access: 'admin', input: setAsideUnknownWinner },

  // Mail in the back office (issue 11): completion and test e-mails, the Mail panel.
  { route: 'POST /api/admin/games/:id/send-completion-emails', access: 'admin' },
  { route: 'mutation admin.games.sendCompletionEmails', access: 'admin', input: game },
  { route: 'POST /api/admin/test-email', access: 'admin', input: testEmail },
  { route: 'mutation admin.mail.sendTest', access: 'admin', input: testEmail },
  { route: 'GET /api/admin/mail', access: 'admin' },
  { route: 'GET /api/admin/mail/:id', access: 'admin', params: noSuchMail },
  { route: 'query admin.mail.list', access: 'admin' },
  { route: 'query admin.mail.get', access: 'admin', input: noSuchMail },

  // Settings, profile and system (admin.md sections 5, 7 and 8). Valid inputs leave the test
  // administrator's e-mail and password as they are (the fuzz test signs in again with them), and
  // the reset comes last: it drops the fixture's raised sign-in limit.
  { route: 'GET /api/admin/settings', access: 'admin' },
  {
    route: 'PATCH /api/admin/settings/:key',
    access: 'admin',
    params: () => ({ key: 'automaticDraw' }),
    input: () => ({ value: false }),
  },
  {
    route: 'PATCH /api/admin/settings',
    access: 'admin',
    input: () => ({ values: { automaticDraw: false } }),
  },
  { route: 'query admin.settings.list', access: 'admin' },
  {
    route: 'mutation admin.settings.change',
    access: 'admin',
    input: () => ({ key: 'automaticDraw', value: false }),
  },
  {
    route: 'mutation admin.settings.saveAll',
    access: 'admin',
    input: () => ({ values: { automaticDraw: false } }),
  },
  { route: 'PATCH /api/admin/update-profile', access: 'admin', input: adminProfile },
  { route: 'PATCH /api/admin/change-password', access: 'admin', input: adminPasswordChange },
  { route: 'mutation admin.profile.update', access: 'admin', input: adminProfile },
  { route: 'mutation admin.profile.changePassword', access: 'admin', input: adminPasswordChange },
  { route: 'GET /api/admin/system', access: 'admin' },
  { route: 'POST /api/admin/system/test-connection', access: 'admin' },
  { route: 'GET /api/admin/notifications', access: 'admin' },
  { route: 'query admin.system.status', access: 'admin' },
  { route: 'mutation admin.system.testConnection', access: 'admin', input: () => ({}) },
  { route: 'query admin.system.notifications', access: 'admin' },
  { route: 'POST /api/admin/settings/reset', access: 'admin' },
  { route: 'mutation admin.settings.reset', access: 'admin', input: () => ({}) },
  // The winners list, the winner's claim, the operator's side of claims (rest/winner-claim-routes.ts).
  { route: 'GET /api/winners', access: 'public' },
  { route: 'query winners.list', access: 'public', input: () => ({}) },
  { route: 'GET /api/claims/:id', access: 'player', params: noSuchRecord },
  {
    route: 'POST /api/claims/:id',
    access: 'player',
    params: noSuchRecord,
    input: () => ({ decision: 'decline' }),
  },
  { route: 'query claims.get', access: 'player', input: () => ({ winnerId: 2_000_000_000 }) },
  {
    route: 'mutation claims.answer',
    access: 'player',
    input: () => ({ winnerId: 2_000_000_000, decision: 'decline' }),
  },
  { route: 'GET /api/admin/claims', access: 'admin' },
  { route: 'GET /api/admin/claims/export.csv', access: 'admin' },
  { route: 'GET /api/admin/claims/tax-export.csv', access: 'admin', input: () => ({ year: 2026 }) },
  {
    route: 'POST /api/admin/claims/:id/:action',
    access: 'admin',
    params: () => ({ id: 2_000_000_000, action: 'verify' }),
    input: () => ({}),
  },
  { route: 'query admin.claims.list', access: 'admin', input: () => ({}) },
  {
    route: 'mutation admin.claims.change',
    access: 'admin',
    input: () => ({ winnerId: 2_000_000_000, action: 'verify' }),
  },
];
