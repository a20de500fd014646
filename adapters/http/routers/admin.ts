import { router } from '../trpc';
import { adminAuthRouter } from './admin-auth';
import { adminActivityRouter, adminUsersRouter } from './admin-users';

/** The back office's procedures, `admin.*`: each feature router in its own admin-*.ts file. */
export const adminRouter = router({
  auth: adminAuthRouter,
  users: adminUsersRouter,
  activity: adminActivityRouter,
});
