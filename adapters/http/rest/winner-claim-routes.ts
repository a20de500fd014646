import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { invalidInput } from '../../../domain/shared/errors';
import type { UseCases } from '../../wiring/use-cases';
import { claimFilterQuery, claimsCsv, taxExportCsv, taxYearQuery } from '../endpoints/winners/admin-claims';
import { decodeCursor, winnersCursorQuery } from '../endpoints/winners/winners';
import type { HttpEnv } from '../env';
import type { GameAnswers } from '../game-answers';
import { adminOnly } from '../middleware/admin-only';
import { sendShared } from '../shared-answer';
import { fail, parseWith } from './respond';

/**
 * Hand-written: the public winners list is one of the shared reads (its first page cached per change,
 * adapters/cache/cached-public-winners.ts; presented and serialised once per value and sent with a
 * strong ETag and `public, no-cache`, shared-answer.ts, so an unchanged list costs a 304; its tRPC twin
 * is declared in endpoints/winners/winners.ts), and the Winners tab's claims and tax exports are CSV files, not JSON.
 */
export function winnerClaimRoutes(useCases: UseCases, answers: Pick<GameAnswers, 'winners'>) {
  return new Hono<HttpEnv>()
    .get('/winners', validator('query', parseWith(winnersCursorQuery)), async (c) => {
      const { cursor } = c.req.valid('query');
      const after = cursor ? decodeCursor(cursor) : null;
      if (cursor && !after) return fail(c, invalidInput('cursor', 'Invalid cursor'));
      return sendShared(c, await answers.winners(after));
    })
    .get(
      '/admin/claims/export.csv',
      adminOnly,
      validator('query', parseWith(claimFilterQuery)),
      async (c) => {
        const result = await useCases.exportPrizeClaims.execute({
          ...c.req.valid('query'),
          admin: c.var.admin,
        });
        if (!result.ok) return fail(c, result.error);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', 'attachment; filename="prize-wheel-winners.csv"');
        return c.body(claimsCsv(result.value));
      },
    )
    .get(
      '/admin/claims/tax-export.csv',
      adminOnly,
      validator('query', parseWith(taxYearQuery)),
      async (c) => {
        const { year } = c.req.valid('query');
        const result = await useCases.exportTaxYear.execute({ year, admin: c.var.admin });
        if (!result.ok) return fail(c, result.error);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="prize-wheel-tax-${year}.csv"`);
        return c.body(taxExportCsv(result.value));
      },
    );
}
