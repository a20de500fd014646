/**
 * The public entry of application/mail/: other features import only this module of it
 * (the dependency rule feature-through-its-entry), and only what it exports.
 */
export type { ContactMessageStore } from './ports/contact-message-store';
export type { SubscriptionStore } from './ports/subscription-store';
export { type SubscriptionStores, startSubscription } from './subscribe-to-new-games';
