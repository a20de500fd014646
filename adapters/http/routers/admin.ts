import { router } from '../trpc';
import { adminAnalyticsRouter } from './admin-analytics';
import { adminAuthRouter } from './admin-auth';

/** The back office's procedures, `admin.*`: each feature router in its own admin-*.ts file. */
export const adminRouter = router({
  auth: adminAuthRouter,
  analytics: adminAnalyticsRouter,
});
