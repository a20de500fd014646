import { auth } from './accounts';
import { adminAuth, adminProfile, adminTwoFactor } from './admin-access';
import { adminGameCancel, adminGameDraw, adminGames, adminWinners } from './admin-games';
import { adminGameRefunds, adminRefunds } from './admin-refunds';
import { adminActivity, adminUserRecords, adminUsers } from './admin-users';
import { adminAnalytics, adminDashboard, adminMail, adminSettings, adminSystem } from './back-office';
import { flatten } from './endpoint';
import { gameFairness, games } from './games';
import { contact, notifications } from './messages';
import { cards, config } from './payments';
import { paidSpins, spins } from './play';
import { accountFigures, accountSettings, drawNotices } from './player-account';
import { responsiblePlay } from './responsible-play';
import { adminClaims, claims, winners } from './winners';

/**
 * Every endpoint declared once, keyed by its tRPC path (`admin.games.list`). routers/app.ts builds
 * the tRPC router from this tree, to-rest.ts the REST routes, openapi.ts the OpenAPI document; the
 * access suite reads its route list from it.
 */
export const endpoints = {
  auth,
  games: { ...games, ...gameFairness },
  spins: { ...spins, ...paidSpins },
  account: { ...accountFigures, ...accountSettings },
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
    games: { ...adminGames, ...adminGameCancel, ...adminGameDraw, ...adminGameRefunds },
    winners: adminWinners,
    users: { ...adminUsers, ...adminUserRecords },
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
