import { router } from '../trpc';
import { authRouter } from './auth';
import { gamesRouter } from './games';
import { spinsRouter } from './spins';

export const appRouter = router({
  auth: authRouter,
  games: gamesRouter,
  spins: spinsRouter,
});

/** The client imports this with `import type` only. */
export type AppRouter = typeof appRouter;
