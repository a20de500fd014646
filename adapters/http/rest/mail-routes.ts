import { Hono } from 'hono';
import type { UseCases } from '../../wiring/use-cases';
import { UNSUBSCRIBED_MESSAGE } from '../endpoints/mail/messages';
import type { HttpEnv } from '../env';
import { fail } from './respond';

/** Mail clients post here from anywhere, as a form: the token in the URL is the whole authority. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * Hand-written: the RFC 8058 one-click target of new-game e-mails, POST /unsubscribe?token=, takes
 * any body (mail clients post `List-Unsubscribe=One-Click` as a form) from any origin.
 */
export function mailRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>().post('/unsubscribe', async (c) => {
    const result = await useCases.unsubscribe.execute({ token: c.req.query('token') });
    return result.ok
      ? c.json({ success: true as const, message: UNSUBSCRIBED_MESSAGE })
      : fail(c, result.error);
  });
}
