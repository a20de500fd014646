/**
 * The public entry of application/mail/: what other features may use of it. Other features import
 * only from here (the dependency rule `feature-through-its-entry`).
 */
export { enqueueNewGameMail, type NewGameMailStores } from './new-game-mail';
export type { ContactMessageStore } from './ports/contact-message-store';
export type { Mailer } from './ports/mailer';
export type { SubscriptionStore } from './ports/subscription-store';
export { type SubscriptionStores, startSubscription } from './subscribe-to-new-games';
