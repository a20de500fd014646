import { router } from '../trpc';
import { accountRouter } from './account';
import { authRouter } from './auth';
import { contactRouter } from './contact';
import { gamesRouter } from './games';
import { notificationsRouter } from './notifications';
import { spinsRouter } from './spins';

export const appRouter = router({
  auth: authRouter,
  games: gamesRouter,
  spins: spinsRouter,
  account: accountRouter,
  notifications: notificationsRouter,
  contact: contactRouter,
});

/** The client imports this with `import type` only. */
export type AppRouter = typeof appRouter;
