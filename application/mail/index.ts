/**
 * The public entry of application/mail/: what other features may use of it, and the only module
 * of it they import (the dependency rule feature-through-its-entry).
 */
export { enqueueNewGameMail, type NewGameMailStores } from './new-game-mail';
export type { ContactMessageStore } from './ports/contact-message-store';
export type { SubscriptionStore } from './ports/subscription-store';
export { type SubscriptionStores, startSubscription } from './subscribe-to-new-games';
