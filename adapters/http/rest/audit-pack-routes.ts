import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import type { AuditPackFormat } from '../../../application/back-office/get-audit-pack';
import { auditPackPdf } from '../../audit-pack/pdf-audit-pack';
import { auditPackZip } from '../../audit-pack/zip-audit-pack';
import type { UseCases } from '../../wiring/use-cases';
import { gameIdParam } from '../endpoints/shared';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { fail, parseWith } from './respond';

const FILES = {
  PDF: { media: 'application/pdf', extension: 'pdf' },
  ZIP: { media: 'application/zip', extension: 'zip' },
} as const;

/** Hand-written: a game's audit pack is a file (a PDF, or a ZIP of CSV and JSON), not JSON. */
export function auditPackRoutes(useCases: UseCases) {
  const send = async (c: Context<HttpEnv>, id: number, format: AuditPackFormat) => {
    const pack = await useCases.getAuditPack.execute({ gameId: id, admin: c.var.admin, format });
    if (!pack.ok) return fail(c, pack.error);
    const bytes = format === 'PDF' ? await auditPackPdf(pack.value) : auditPackZip(pack.value);
    const { media, extension } = FILES[format];
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': media,
      'content-disposition': `attachment; filename="audit-pack-game-${id}.${extension}"`,
      'cache-control': 'no-store',
    });
  };
  const gameId = validator('param', parseWith(gameIdParam));
  return new Hono<HttpEnv>()
    .get('/admin/games/:id/audit-pack.pdf', adminOnly, gameId, (c) => send(c, c.req.valid('param').id, 'PDF'))
    .get('/admin/games/:id/audit-pack.zip', adminOnly, gameId, (c) =>
      send(c, c.req.valid('param').id, 'ZIP'),
    );
}
