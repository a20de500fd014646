import { z } from 'zod';
import { unwrap } from '../../trpc-errors';
import { mutation } from '../endpoint';
import { messageOut, text } from '../shared';

/** 'Get Notified': an address for a visitor; a signed-in player may send none. */
const subscribeInput = z.object({ email: text(320).nullish() });

const contactInput = z.object({
  name: text(1000).nullish(),
  email: text(1000).nullish(),
  subject: text(1000).nullish(),
  message: text(20_000).nullish(),
});

const unsubscribeInput = z.object({ token: text(300).optional() });

const confirmSubscriptionInput = z.object({ token: text(300).optional() });

export const UNSUBSCRIBED_MESSAGE = "You're unsubscribed: we won't e-mail you about new games any more.";

/** The same answer whether the address was new, waiting for its confirmation or confirmed already. */
const SUBSCRIBED_MESSAGE =
  'Check your e-mail: follow the link we sent to confirm, and we will e-mail you when new games open.';

const SUBSCRIPTION_CONFIRMED_MESSAGE = "You're subscribed: we'll e-mail you when new games open.";

const CONTACT_RECEIVED_MESSAGE = "Thank you for your message. We'll reply within 24 hours.";

/**
 * `notifications.*`: 'Get Notified' and the links of its e-mails. REST's one-click unsubscribe is
 * hand-written (rest/mail-routes.ts): mail clients post a form there, the token in the query.
 */
export const notifications = {
  /** A visitor gives an e-mail; a signed-in player may give none. */
  subscribe: mutation({
    summary: 'Ask to be e-mailed when new games open',
    access: 'public',
    openWrite: true,
    input: subscribeInput.optional(),
    output: messageOut,
    rest: { method: 'POST', path: '/api/notify', body: subscribeInput },
    run: async ({ useCases, loadSession }, input) => {
      const userId = (await loadSession())?.user.id ?? null;
      unwrap(await useCases.subscribeToNewGames.execute({ userId, email: input?.email }));
      return { success: true as const, message: SUBSCRIBED_MESSAGE };
    },
  }),

  /** The confirmation e-mail's link: its token is the whole authority, like an unsubscribe link's. */
  confirm: mutation({
    summary: "Confirm a subscription with its e-mail's token",
    access: 'public',
    input: confirmSubscriptionInput,
    output: messageOut,
    rest: { method: 'POST', path: '/api/notify/confirm' },
    run: async ({ useCases }, input) => {
      unwrap(await useCases.confirmSubscription.execute({ token: input.token }));
      return { success: true as const, message: SUBSCRIPTION_CONFIRMED_MESSAGE };
    },
  }),

  /** The unsubscribe link of new-game e-mails (its page's button). */
  unsubscribe: mutation({
    summary: 'Stop new-game e-mails',
    access: 'public',
    input: unsubscribeInput,
    output: messageOut,
    rest: false,
    run: async ({ useCases }, input) => {
      unwrap(await useCases.unsubscribe.execute({ token: input.token }));
      return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
    },
  }),
};

/** `contact.*`: the contact form; the sender's account is noted when they are signed in. */
export const contact = {
  send: mutation({
    summary: 'Send the operator a message',
    access: 'public',
    openWrite: true,
    input: contactInput,
    output: messageOut,
    rest: { method: 'POST', path: '/api/contact', status: 201 },
    run: async ({ useCases, loadSession }, input) => {
      const userId = (await loadSession())?.user.id ?? null;
      unwrap(await useCases.sendContactMessage.execute({ ...input, userId }));
      return { success: true as const, message: CONTACT_RECEIVED_MESSAGE };
    },
  }),
};
