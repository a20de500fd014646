import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { invalidInput } from '../../../domain/shared/errors';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { requirePlayer } from '../middleware/session';
import {
  claimsCsv,
  decodeCursor,
  presentClaim,
  presentClaimListing,
  presentPublicWinners,
  taxExportCsv,
} from '../presenters/winner-claims';
import {
  claimActionBody,
  claimActionParam,
  claimAnswerBody,
  claimFilterQuery,
  claimIdParam,
  taxYearQuery,
  winnersCursorQuery,
} from '../winner-claim-schemas';
import { fail, parseWith } from './respond';

/**
 * The public winners list (shared by every client: an ETag and `public, no-cache`, so a page
 * revalidates and an unchanged list costs a 304), the winner's claim, and the operator's side of
 * claims with its CSV and tax downloads (tRPC twins in routers/winner-claims.ts; the downloads are
 * REST only, as files).
 */
export function winnerClaimRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .get('/winners', validator('query', parseWith(winnersCursorQuery)), async (c) => {
      const { cursor } = c.req.valid('query');
      const after = cursor ? decodeCursor(cursor) : null;
      if (cursor && !after) return fail(c, invalidInput('cursor', 'Invalid cursor'));
      const body = JSON.stringify(presentPublicWinners(await useCases.listPublicWinners.execute({ after })));
      const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', 'public, no-cache');
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(body);
    })
    .get('/claims/:id', requirePlayer, validator('param', parseWith(claimIdParam)), async (c) => {
      const result = await useCases.getPrizeClaim.execute({
        winnerId: c.req.valid('param').id,
        userId: c.var.player.user.id,
      });
      return result.ok ? c.json(presentClaim(result.value)) : fail(c, result.error);
    })
    .post(
      '/claims/:id',
      requirePlayer,
      validator('param', parseWith(claimIdParam)),
      validator('json', parseWith(claimAnswerBody)),
      async (c) => {
        const { decision, ...form } = c.req.valid('json');
        const result = await useCases.answerPrizeClaim.execute({
          winnerId: c.req.valid('param').id,
          userId: c.var.player.user.id,
          decision,
          form,
          clientAddress: c.var.clientIp,
        });
        return result.ok ? c.json(presentClaim(result.value)) : fail(c, result.error);
      },
    )
    .use('/admin/claims', adminOnly)
    .use('/admin/claims/*', adminOnly)
    .get('/admin/claims', validator('query', parseWith(claimFilterQuery)), async (c) => {
      const result = await useCases.listPrizeClaims.execute(c.req.valid('query'));
      return result.ok ? c.json(result.value.map(presentClaimListing)) : fail(c, result.error);
    })
    .get('/admin/claims/export.csv', validator('query', parseWith(claimFilterQuery)), async (c) => {
      const result = await useCases.listPrizeClaims.execute(c.req.valid('query'));
      if (!result.ok) return fail(c, result.error);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="prize-wheel-winners.csv"');
      return c.body(claimsCsv(result.value));
    })
    .get('/admin/claims/tax-export.csv', validator('query', parseWith(taxYearQuery)), async (c) => {
      const { year } = c.req.valid('query');
      const result = await useCases.exportTaxYear.execute({ year, admin: c.var.admin });
      if (!result.ok) return fail(c, result.error);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="prize-wheel-tax-${year}.csv"`);
      return c.body(taxExportCsv(result.value));
    })
    .post(
      '/admin/claims/:id/:action',
      validator('param', parseWith(claimActionParam)),
      validator('json', parseWith(claimActionBody)),
      async (c) => {
        const { id, action } = c.req.valid('param');
        const result = await useCases.changeClaimStatus.execute({
          winnerId: id,
          action,
          admin: c.var.admin,
          ...c.req.valid('json'),
        });
        return result.ok ? c.json(presentClaim(result.value)) : fail(c, result.error);
      },
    );
}
