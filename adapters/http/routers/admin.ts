import { router } from '../trpc';
import { adminAuthRouter } from './admin-auth';
import { adminProfileRouter } from './admin-profile';
import { adminSettingsRouter } from './admin-settings';
import { adminSystemRouter } from './admin-system';

/** The back office's procedures, `admin.*`: each feature router in its own admin-*.ts file. */
export const adminRouter = router({
  auth: adminAuthRouter,
  settings: adminSettingsRouter,
  profile: adminProfileRouter,
  system: adminSystemRouter,
});
