import { auth } from './accounts';
import { adminAuth, adminProfile, adminTwoFactor } from './admin-access';
import { adminGames, adminWinners } from './admin-games';
import { adminGameRefunds, adminRefunds } from './admin-refunds';
import { adminActivity, adminUsers } from './admin-users';
import { adminAnalytics, adminDashboard, adminMail, adminSettings, adminSystem } from './back-office';
import { flatten } from './endpoint';
import { games } from './games';
import { contact, notifications } from './messages';
import { cards, config } from './payments';
import { spins } from './play';
import { account, drawNotices } from './player-account';
import { responsiblePlay } from './responsible-play';
import { adminClaims, claims, winners } from './winners';

/**
 * Every endpoint declared once, keyed by its tRPC path (`admin.games.list`). routers/app.ts builds
 * the tRPC router from this tree, to-rest.ts the REST routes, openapi.ts the OpenAPI document; the
 * access suite reads its route list from it.
 */
export const endpoints = {
  auth,
  games,
  spins,
  account,
  drawNotices,
  notifications,
  contact,
  cards,
  config,
  responsiblePlay,
  winners,
  claims,
  admin: {
    auth: adminAuth,
    twoFactor: adminTwoFactor,
    dashboard: adminDashboard,
    games: { ...adminGames, ...adminGameRefunds },
    winners: adminWinners,
    users: adminUsers,
    activity: adminActivity,
    settings: adminSettings,
    profile: adminProfile,
    system: adminSystem,
    analytics: adminAnalytics,
    mail: adminMail,
    claims: adminClaims,
    refunds: adminRefunds,
  },
};

/** The declarations as a list, each with its tRPC name. */
export const declaredEndpoints = flatten(endpoints);
