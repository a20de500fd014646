import { randomUUID } from 'node:crypto';
import { declaredEndpoints } from '../../../adapters/http/endpoints';
import { honoPath } from '../../../adapters/http/endpoints/endpoint';
import { HAND_WRITTEN_ROUTES } from '../../../adapters/http/endpoints/hand-written';
import { DEFAULT_PREFERENCES } from '../../../domain/accounts/preferences';
import type { AccessFixture } from './fixture';
import { send } from './send';

/**
 * EVERY REST route and tRPC procedure, with who may call it: the list, the methods, the paths and
 * the access come from the declarations (adapters/http/endpoints/) and the hand-written routes'
 * list; this file adds each route's test data. tests/api/access/access.test.ts fails when the app
 * serves a route that is not declared, or when a declared route has no entry in DATA below (one
 * line, `{}` when it needs nothing). The fuzz test (tests/api/fuzz) sends generated input to every
 * entry.
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
type Access = 'public' | 'player' | 'admin';

export interface Target {
  params?: Record<string, string | number>;
  input?: unknown;
}

/** A route's test data. */
export interface RouteData {
  input?: (fx: AccessFixture) => unknown;
  params?: (fx: AccessFixture) => Record<string, string | number>;
  othersRecord?: (fx: AccessFixture) => Promise<Target>;
  endsSession?: boolean;
}

export interface RouteCase extends RouteData {
  /** 'GET /api/games/:id' for REST, 'query games.byId' or 'mutation spins.free' for tRPC. */
  route: string;
  access: Access;
}

/** Every declared route with its access: tRPC procedures, declared REST routes, hand-written ones. */
const DECLARED: readonly { route: string; access: Access }[] = [
  ...declaredEndpoints.flatMap(({ name, endpoint }) => [
    ...(endpoint.trpc === false ? [] : [{ route: `${endpoint.type} ${name}`, access: endpoint.access }]),
    ...(endpoint.rest
      ? [{ route: `${endpoint.rest.method} ${honoPath(endpoint.rest.path)}`, access: endpoint.access }]
      : []),
  ]),
  ...HAND_WRITTEN_ROUTES.map((route) => ({
    route: `${route.method} ${honoPath(route.path)}`,
    access: route.access,
  })),
];

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
 * their limits per address and session, taken by the procedures themselves however the URL is spelled.
 */
export const STREAMS = [
  'subscription games.live',
  'subscription games.lobbyLive',
  'subscription games.drawsLive',
];

const DATA: Record<string, RouteData> = {
  // Sign-up, sign-in (player.md section 7)
  'POST /api/register': { input: registration },
  'POST /api/login': { input: credentials },
  'POST /api/logout': { endsSession: true },
  'GET /api/user': {},
  'mutation auth.register': { input: registration },
  'mutation auth.login': { input: credentials },
  'mutation auth.logout': { endsSession: true },
  'query auth.me': {},

  // Password reset and unsubscribe links (the mail issue)
  'POST /api/auth/forgot-password': { input: forgotPassword },
  'POST /api/auth/reset-password': { input: resetPassword },
  'POST /api/unsubscribe': {},
  'mutation auth.forgotPassword': { input: forgotPassword },
  'mutation auth.resetPassword': { input: resetPassword },
  'mutation notifications.unsubscribe': { input: () => ({ token: 'a'.repeat(64) }) },

  // Games and presence
  'GET /api/games': {},
  'GET /api/games/:id': {},
  'GET /api/games/:id/available-numbers': {},
  'GET /api/games/:id/recent-numbers': {},
  'GET /api/games/:id/fairness': {},
  'GET /api/games/:id/terms': {},
  'GET /api/games/:id/free-play-status': {},
  'GET /api/players-online': {},
  'query games.list': {},
  'query games.byId': { input: game },
  'query games.availableNumbers': { input: game },
  'query games.recentNumbers': { input: game },
  'query games.fairness': { input: game },
  'query games.terms': { input: game },
  'query games.freePlayStatus': { input: game },
  'query games.playersOnline': {},

  // Spins
  'POST /api/free-spin': { input: gameId },
  'mutation spins.free': { input: gameId },

  // The player's account
  'GET /api/user/stats': {},
  'GET /api/user/wins': {},
  'GET /api/user/game-history': {},
  'GET /api/transactions': {},
  'POST /api/user/change-password': { input: passwordChange },
  'PATCH /api/user/profile': { input: profile },
  'DELETE /api/user/delete-account': { endsSession: true },
  'GET /api/user/draw-notices': {},
  'POST /api/user/draw-notices/:id/seen': {},
  'query drawNotices.list': {},
  'mutation drawNotices.markSeen': { input: game },
  'GET /api/user/preferences': {},
  'PUT /api/user/preferences': { input: preferences },
  'query account.stats': {},
  'query account.wins': {},
  'GET /api/user/export': {},
  'query account.export': {},
  'query account.preferences': {},
  'GET /api/user/client-seed': {},
  'PUT /api/user/client-seed': { input: clientSeed },
  'query account.clientSeed': {},
  'mutation account.changeClientSeed': { input: clientSeed },
  'mutation account.savePreferences': { input: preferences },
  'query account.achievements': {},
  'query account.gameHistory': {},
  'query account.transactions': {},
  'mutation account.changePassword': { input: passwordChange },
  'mutation account.updateProfile': { input: profile },
  'mutation account.deleteAccount': {
    input: () => ({ confirmation: 'DELETE' }),
    endsSession: true,
  },

  // Responsible play (issue 13)
  'GET /api/games/:id/spin-price': {},
  'GET /api/games/:id/spin-blocks': {},
  'GET /api/games/:id/holding': {},
  'GET /api/user/limits': {},
  'PUT /api/user/limits': { input: limits },
  'GET /api/user/spending': {},
  'GET /api/user/self-exclusion': {},
  'POST /api/user/self-exclusion': { input: () => ({ period: '24h' }) },
  'query responsiblePlay.spinPrice': { input: game },
  'query responsiblePlay.spinBlocks': { input: game },
  'query responsiblePlay.holding': { input: game },
  'query responsiblePlay.limits': {},
  'mutation responsiblePlay.setLimits': { input: limits },
  'query responsiblePlay.spending': {},
  'query responsiblePlay.selfExclusion': {},
  'mutation responsiblePlay.takeBreak': { input: () => ({ period: '24h' }) },

  // Visitors' messages
  'POST /api/notify': { input: () => ({ email: 'fan@gmail.com' }) },
  'POST /api/notify/confirm': { input: () => ({ token: 'a'.repeat(43) }) },
  'POST /api/contact': { input: contact },
  'mutation notifications.subscribe': { input: () => ({ email: 'fan@gmail.com' }) },
  'mutation notifications.confirm': { input: () => ({ token: 'a'.repeat(43) }) },
  'mutation contact.send': { input: contact },

  // Paid spins and held numbers (DESIGN.md section 3)
  'POST /api/spin': { input: (fx) => ({ gameId: fx.game.id, agreedToTerms: true }) },
  'POST /api/process-payment': {
    input: heldNumber,
    othersRecord: async (fx) => ({ input: await othersHold(fx) }),
  },
  'GET /api/games/:id/open-hold': {},
  'GET /api/spin/:requestId': {
    params: () => ({ requestId: randomUUID() }),
    othersRecord: async (fx) => ({ params: { requestId: (await othersHold(fx)).requestId } }),
  },
  'mutation spins.paid': { input: paidSpin },
  'query spins.status': {
    input: () => ({ requestId: randomUUID() }),
    othersRecord: async (fx) => ({ input: { requestId: (await othersHold(fx)).requestId } }),
  },
  'query spins.openHold': { input: gameId },
  'mutation spins.payHeld': {
    input: heldNumber,
    othersRecord: async (fx) => ({ input: await othersHold(fx) }),
  },

  // Cards on file: another player's card id is 404
  'POST /api/card/add': { input: card },
  'POST /api/payment-cards': { input: card },
  'GET /api/payment-cards': {},
  'DELETE /api/payment-cards/:id': { othersRecord: othersCardParams },
  'PUT /api/payment-cards/:id/set-default': { othersRecord: othersCardParams },
  'GET /api/user/default-card': {},
  'query cards.list': {},
  'mutation cards.add': { input: card },
  'mutation cards.remove': { input: game, othersRecord: othersCardInput },
  'mutation cards.setDefault': { input: game, othersRecord: othersCardInput },
  'query cards.defaultCard': {},
  'query config.payments': {},

  // The administrator's sign-in (admin.md section 7)
  'POST /api/admin/login': { input: adminCredentials },
  'POST /api/admin/logout': { endsSession: true },
  'GET /api/admin/user': {},
  'mutation admin.auth.login': { input: adminCredentials },
  'mutation admin.auth.logout': { endsSession: true },
  'query admin.auth.me': {},
  // Two-factor enrolment: a started one only waits for a code, so the access runs change no sign-in.
  'GET /api/admin/two-factor': {},
  'POST /api/admin/two-factor/enrolment': {},
  'POST /api/admin/two-factor/confirm': { input: () => ({ code: '000000' }) },
  'query admin.twoFactor.status': {},
  'mutation admin.twoFactor.startEnrolment': { input: () => ({}) },
  'mutation admin.twoFactor.confirm': { input: () => ({ code: '000000' }) },

  // The Users tab and the activity feed (issue 10): writes name an unknown id, so the fixture's
  // players stay; tests/api/admin/admin-users.test.ts edits and deletes real ones.
  'GET /api/admin/users': {},
  'GET /api/admin/users/export': {},
  'GET /api/admin/users/:id/details': { params: userOf },
  'GET /api/admin/users/:id/transactions': { params: userOf },
  'GET /api/admin/users/:id/activity': { params: userOf },
  'PATCH /api/admin/users/:id': {
    params: unknownUser,
    input: () => ({ role: 'vip' }),
  },
  'DELETE /api/admin/users/:id': { params: unknownUser },
  'POST /api/admin/users/bulk': { input: bulkOnUnknown },
  'GET /api/admin/activity': {},
  'query admin.users.list': { input: () => ({ search: 'table' }) },
  'query admin.users.details': { input: userOf },
  'query admin.users.transactions': { input: userOf },
  'query admin.users.activity': { input: (fx) => ({ ...userOf(fx), limit: 5 }) },
  'mutation admin.users.update': {
    input: () => ({ ...unknownUser(), changes: { role: 'vip' } }),
  },
  'mutation admin.users.delete': { input: unknownUser },
  'mutation admin.users.bulk': { input: bulkOnUnknown },
  'query admin.activity.list': { input: () => ({ limit: 5 }) },
  // Analytics (admin.md section 7; issue 10 item 3)
  'GET /api/admin/analytics': {},
  'GET /api/admin/analytics/report.csv': {},
  'query admin.analytics.get': {},
  'query config.sponsor': {},
  'query config.contact': {},
  'query config.signUp': {},
  'query config.prizeClaim': {},
  'GET /api/admin/dashboard/stats': {},
  'query admin.dashboard.stats': {},
  'GET /api/health': {},
  'GET /api/ready': {},
  'GET /api/openapi.json': {},
  // Its own bearer token (METRICS_TOKEN), no session: 404 here, where no token is configured.
  'GET /metrics': {},

  // The back office's games and winners (admin.md section 7); deletions name no existing record
  'GET /api/games/:id/image': {},
  'GET /api/admin/games': {},
  'POST /api/admin/games': { input: newGame },
  'PATCH /api/admin/games/:id': { input: () => ({ description: 'Edited' }) },
  'DELETE /api/admin/games/:id': { params: noSuchRecord },
  'GET /api/admin/games/:id/participants': {},
  'POST /api/admin/games/:id/select-winner': { input: winnerPick },
  'POST /api/admin/games/:id/draw': {},
  'POST /api/admin/games/:id/end': { params: noSuchRecord },
  // A cancellation is for good: the suites cancel a game no one has, never fx.game.
  'POST /api/admin/games/:id/cancel': { params: noSuchRecord, input: () => ({ reason: 'Prize withdrawn' }) },
  'GET /api/admin/winners': {},
  'DELETE /api/admin/winners/:id': {
    params: noSuchRecord,
    input: () => ({ reason: 'Unreachable' }),
  },
  'query admin.games.list': {},
  'mutation admin.games.create': { input: newGame },
  'mutation admin.games.update': {
    input: (fx) => ({ id: fx.game.id, description: 'Edited' }),
  },
  'mutation admin.games.delete': { input: noSuchRecord },
  'query admin.games.participants': { input: game },
  'mutation admin.games.selectWinner': {
    input: (fx) => ({ id: fx.game.id, ...winnerPick(fx) }),
  },
  'mutation admin.games.draw': { input: game },
  'mutation admin.games.end': { input: noSuchRecord },
  'mutation admin.games.cancel': { input: () => ({ id: 2_000_000_000, reason: 'Prize withdrawn' }) },
  'query admin.winners.list': {},
  'mutation admin.winners.delete': { input: setAsideUnknownWinner },

  // Mail in the back office (issue 11): completion and test e-mails, the Mail panel.
  'POST /api/admin/games/:id/send-completion-emails': {},
  'mutation admin.games.sendCompletionEmails': { input: game },
  'POST /api/admin/test-email': { input: testEmail },
  'mutation admin.mail.sendTest': { input: testEmail },
  'GET /api/admin/mail': {},
  'GET /api/admin/mail/:id': { params: noSuchMail },
  'query admin.mail.list': { input: () => ({ page: 1, kind: 'winner', search: 'example' }) },
  'query admin.mail.get': { input: noSuchMail },

  // Settings, profile and system (admin.md sections 5, 7 and 8). Valid inputs leave the test
  // administrator's e-mail and password as they are (the fuzz test signs in again with them), and
  // the reset comes last: it drops the fixture's raised sign-in limit.
  'GET /api/admin/settings': {},
  'PATCH /api/admin/settings/:key': {
    params: () => ({ key: 'automaticDraw' }),
    input: () => ({ value: false }),
  },
  'PATCH /api/admin/settings': {
    input: () => ({ values: { automaticDraw: false } }),
  },
  'query admin.settings.list': {},
  'mutation admin.settings.change': {
    input: () => ({ key: 'automaticDraw', value: false }),
  },
  'mutation admin.settings.saveAll': {
    input: () => ({ values: { automaticDraw: false } }),
  },
  // The winners list, the winner's claim, the operator's side of claims.
  'GET /api/winners': {},
  'query winners.list': { input: () => ({}) },
  'GET /api/claims': {},
  'query claims.list': {},
  'GET /api/claims/:id': { params: noSuchRecord },
  'POST /api/claims/:id': { params: noSuchRecord, input: () => ({ decision: 'decline' }) },
  'query claims.get': { input: () => ({ winnerId: 2_000_000_000 }) },
  'mutation claims.answer': { input: () => ({ winnerId: 2_000_000_000, decision: 'decline' }) },
  'GET /api/admin/claims': {},
  'GET /api/admin/claims/export.csv': {},
  'GET /api/admin/games/:id/audit-pack.pdf': { params: noSuchRecord },
  'GET /api/admin/games/:id/audit-pack.zip': { params: noSuchRecord },
  'GET /api/admin/claims/tax-export.csv': { input: () => ({ year: 2026 }) },
  'POST /api/admin/claims/:id/:action': {
    params: () => ({ id: 2_000_000_000, action: 'verify' }),
    input: () => ({}),
  },
  'query admin.claims.list': { input: () => ({ page: 1, search: 'Ada' }) },
  'GET /api/admin/claims/:id/shipping': { params: noSuchRecord },
  'query admin.claims.shippingDetails': { input: () => ({ winnerId: 2_000_000_000 }) },
  'mutation admin.claims.change': { input: () => ({ winnerId: 2_000_000_000, action: 'verify' }) },
  'PATCH /api/admin/update-profile': { input: adminProfile },
  'PATCH /api/admin/change-password': { input: adminPasswordChange },
  'mutation admin.profile.update': { input: adminProfile },
  'mutation admin.profile.changePassword': { input: adminPasswordChange },
  'GET /api/admin/system': {},
  'POST /api/admin/system/test-connection': {},
  'GET /api/admin/notifications': {},
  'GET /api/admin/system/shared-mailboxes': {},
  'query admin.system.status': {},
  'mutation admin.system.testConnection': { input: () => ({}) },
  'query admin.system.notifications': {},
  'query admin.system.sharedMailboxes': {},
  // A game's refunds (the Games tab's progress panel); the fixture's game has none.
  'GET /api/admin/games/:id/refunds': {},
  'query admin.games.refunds': { input: game },
  'GET /api/admin/refunds': {},
  'query admin.refunds.list': {},
  'POST /api/admin/settings/reset': {},
  'mutation admin.settings.reset': { input: () => ({}) },
};

const declared = new Map(DECLARED.map(({ route, access }) => [route, access]));

/** Declared routes without test data, and test data naming no declared route: both must be empty. */
export const MISSING_DATA = [...declared.keys()].filter((route) => !(route in DATA));
export const UNDECLARED_DATA = Object.keys(DATA).filter((route) => !declared.has(route));

/** The routes in DATA's order (the settings reset comes last: it drops the fixture's raised sign-in limit). */
export const ROUTES: RouteCase[] = Object.entries(DATA).flatMap(([route, data]) => {
  const access = declared.get(route);
  return access ? [{ route, access, ...data }] : [];
});
