import { z } from 'zod';
import type { DrawResult } from '../../../application/play/ports/draw-notices';

export const drawNoticesOut = z.array(
  z.object({
    gameId: z.number(),
    gameName: z.string(),
    winningNumber: z.number(),
    won: z.boolean(),
    drawnAt: z.string(),
  }),
);

export const presentDrawNotices = (results: DrawResult[]): z.infer<typeof drawNoticesOut> =>
  results.map((r) => ({ ...r, drawnAt: r.drawnAt.toISOString() }));
