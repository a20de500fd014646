import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import { contactInput, subscribeInput } from '../account-schemas';
import type { HttpEnv } from '../env';
import { confirmSubscriptionInput } from '../mail-schemas';
import { openWrite } from '../middleware/open-writes';
import {
  CONTACT_RECEIVED_MESSAGE,
  SUBSCRIBED_MESSAGE,
  SUBSCRIPTION_CONFIRMED_MESSAGE,
} from '../presenters/account';
import { fail, parseWith } from './respond';

/**
 * POST /notify ('Get Notified'), /notify/confirm (its confirmation link) and POST /contact: open to
 * visitors, the account noted when signed in.
 */
export function contactRoutes(useCases: UseCases) {
  return (
    new Hono<HttpEnv>()
      .post('/notify', openWrite(useCases), validator('json', parseWith(subscribeInput)), async (c) => {
        const userId = (await c.var.auth.session())?.user.id ?? null;
        const result = await useCases.subscribeToNewGames.execute({
          userId,
          email: c.req.valid('json').email,
        });
        return result.ok
          ? c.json({ success: true as const, message: SUBSCRIBED_MESSAGE })
          : fail(c, result.error);
      })
      // The confirmation e-mail's link: its token is the whole authority, like an unsubscribe link's.
      .post('/notify/confirm', validator('json', parseWith(confirmSubscriptionInput)), async (c) => {
        const result = await useCases.confirmSubscription.execute({ token: c.req.valid('json').token });
        return result.ok
          ? c.json({ success: true as const, message: SUBSCRIPTION_CONFIRMED_MESSAGE })
          : fail(c, result.error);
      })
      .post('/contact', openWrite(useCases), validator('json', parseWith(contactInput)), async (c) => {
        const userId = (await c.var.auth.session())?.user.id ?? null;
        const result = await useCases.sendContactMessage.execute({ ...c.req.valid('json'), userId });
        return result.ok
          ? c.json({ success: true as const, message: CONTACT_RECEIVED_MESSAGE }, 201)
          : fail(c, result.error);
      })
  );
}
