import { router } from '../trpc';
import { adminAnalyticsRouter } from './admin-analytics';
import { adminAuthRouter } from './admin-auth';
import { adminDashboardRouter } from './admin-dashboard';
import { adminGamesRouter } from './admin-games';
import { adminMailRouter } from './admin-mail';
import { adminProfileRouter } from './admin-profile';
import { adminSettingsRouter } from './admin-settings';
import { adminSystemRouter } from './admin-system';
import { adminTwoFactorRouter } from './admin-two-factor';
import { adminActivityRouter, adminUsersRouter } from './admin-users';
import { adminWinnersRouter } from './admin-winners';
import { adminClaimsRouter } from './winner-claims';

/** The back office's procedures, `admin.*`: each feature router in its own admin-*.ts file. */
export const adminRouter = router({
  auth: adminAuthRouter,
  twoFactor: adminTwoFactorRouter,
  dashboard: adminDashboardRouter,
  games: adminGamesRouter,
  winners: adminWinnersRouter,
  users: adminUsersRouter,
  activity: adminActivityRouter,
  settings: adminSettingsRouter,
  profile: adminProfileRouter,
  system: adminSystemRouter,
  analytics: adminAnalyticsRouter,
  mail: adminMailRouter,
  claims: adminClaimsRouter,
});
