import { router } from '../trpc';
import { accountRouter } from './account';
import { adminRouter } from './admin';
import { authRouter } from './auth';
import { cardsRouter } from './cards';
import { configRouter } from './config';
import { contactRouter } from './contact';
import { drawNoticesRouter } from './draw-notices';
import { gamesRouter } from './games';
import { notificationsRouter } from './notifications';
import { responsiblePlayRouter } from './responsible-play';
import { spinsRouter } from './spins';
import { claimsRouter, winnersRouter } from './winner-claims';

export const appRouter = router({
  auth: authRouter,
  games: gamesRouter,
  spins: spinsRouter,
  account: accountRouter,
  drawNotices: drawNoticesRouter,
  notifications: notificationsRouter,
  contact: contactRouter,
  cards: cardsRouter,
  config: configRouter,
  admin: adminRouter,
  responsiblePlay: responsiblePlayRouter,
  winners: winnersRouter,
  claims: claimsRouter,
});

/** The client imports this with `import type` only. */
export type AppRouter = typeof appRouter;
