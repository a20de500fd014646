import { Hono } from 'hono';
import { validator } from 'hono/validator';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  RESET_WINDOW_MS,
} from '../../../domain/accounts/password-reset';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { forgotPasswordInput, resetPasswordInput, UNSUBSCRIBED_MESSAGE } from '../mail-schemas';
import { openWrite } from '../middleware/open-writes';
import { fail, parseWith } from './respond';

/** Mail clients post here from anywhere, as a form: the token in the URL is the whole authority. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * POST /auth/forgot-password, /auth/reset-password, and /unsubscribe: the RFC 8058 one-click target
 * of new-game e-mails (`?token=`, any body: mail clients post `List-Unsubscribe=One-Click` as a form).
 */
export function mailRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .post(
      '/auth/forgot-password',
      openWrite(useCases),
      validator('json', parseWith(forgotPasswordInput)),
      async (c) => {
        const { email } = c.req.valid('json');
        const result = await useCases.requestPasswordReset.execute({
          email,
          address: c.var.clientIp ?? null,
        });
        if (!result.ok) {
          if (result.error.code === 'TOO_MANY_ATTEMPTS')
            c.header('Retry-After', String(RESET_WINDOW_MS / 1000));
          return fail(c, result.error);
        }
        return c.json({ success: true as const, message: RESET_REQUESTED_MESSAGE });
      },
    )
    .post('/auth/reset-password', validator('json', parseWith(resetPasswordInput)), async (c) => {
      const result = await useCases.resetPassword.execute(c.req.valid('json'));
      return result.ok
        ? c.json({ success: true as const, message: PASSWORD_RESET_DONE_MESSAGE })
        : fail(c, result.error);
    })
    .post('/unsubscribe', async (c) => {
      const result = await useCases.unsubscribe.execute({ token: c.req.query('token') });
      return result.ok
        ? c.json({ success: true as const, message: UNSUBSCRIBED_MESSAGE })
        : fail(c, result.error);
    });
}
