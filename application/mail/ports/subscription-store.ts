import type { SubscriptionRecipient } from '../../../domain/mail/subscription-recipient';

/** Who asked to be e-mailed about new games: a signed-in player's account, or a visitor's address. */
export type Subscriber = { userId: number } | { email: string };

/**
 * 'Get Notified' subscriptions to new-game e-mails; subscribing twice keeps one subscription. A
 * subscription gets announcements only once confirmed by the link of its one confirmation e-mail.
 */
export interface SubscriptionStore {
  /**
   * True when a confirmation e-mail is due with this token: this call created the subscription, or
   * gave the token to an unconfirmed one that never had one (made before confirmations). False when
   * it already had its confirmation (sent, or confirmed): concurrent calls give true at most once.
   */
  subscribe(subscriber: Subscriber, at: Date, confirmTokenHash: string): Promise<boolean>;
  /** Confirms the subscription of this token (again is fine); false when there is none. */
  confirm(confirmTokenHash: string, at: Date): Promise<boolean>;
  isSubscribed(subscriber: Subscriber): Promise<boolean>;
  /** Account erasure: drops the account's subscription and any made with its e-mail address. */
  removeForAccount(userId: number, email: string): Promise<void>;
  /** Every confirmed subscription with an address (an account's follows the account; erased ones are gone). */
  listRecipients(): Promise<SubscriptionRecipient[]>;
  /** The subscription's address for its unsubscribe token, or null when there is none. */
  findByUnsubscribeToken(token: string): Promise<{ email: string } | null>;
  /** Drops the subscription of this token; false when there was none (already unsubscribed). */
  unsubscribe(token: string): Promise<boolean>;
}
