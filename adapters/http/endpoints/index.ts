import { auth } from './accounts/auth';
import { accountFigures } from './accounts/player-figures';
import { accountSettings } from './accounts/player-settings';
import { adminAuth, adminProfile, adminTwoFactor } from './admin/access';
import { adminAnalytics } from './back-office/analytics';
import { adminDashboard } from './back-office/dashboard';
import { adminSystem } from './back-office/system';
import { adminActivity, adminUserRecords } from './back-office/user-records';
import { adminUsers } from './back-office/users';
import { flatten } from './endpoint';
import { gameFairness } from './fairness/fairness';
import { adminGames } from './games/admin-games';
import { games } from './games/games';
import { adminMail } from './mail/admin-mail';
import { contact, notifications } from './mail/messages';
import { adminGameRefunds, adminRefunds } from './payments/cancel-and-refunds';
import { cards } from './payments/cards';
import { drawNotices } from './play/draw-notices';
import { spins } from './play/free-spins';
import { paidSpins } from './play/paid-spins';
import { responsiblePlay } from './responsible-play/responsible-play';
import { config } from './settings/public-config';
import { adminSettings } from './settings/settings';
import { adminClaims } from './winners/admin-claims';
import { adminGameDraw, adminWinners } from './winners/admin-draw';
import { claims } from './winners/claims';
import { winners } from './winners/winners';

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
    games: { ...adminGames, ...adminGameDraw, ...adminGameRefunds },
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
