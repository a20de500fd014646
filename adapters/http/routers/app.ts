import { endpoints } from '../endpoints';
import { liveProcedures } from '../endpoints/games/live';
import { proceduresOf } from '../endpoints/to-trpc';
import { router } from '../trpc';

/** The tRPC router: every declared endpoint (endpoints/index.ts), plus the hand-written live streams. */
export const appRouter = router({
  ...proceduresOf(endpoints),
  games: { ...proceduresOf(endpoints.games), ...liveProcedures },
});

/** The client imports this with `import type` only. */
export type AppRouter = typeof appRouter;
