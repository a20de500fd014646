/** Who asked to be e-mailed about new games: a signed-in player's account, or a visitor's address. */
export type Subscriber = { userId: number } | { email: string };

/** Where a new-game announcement goes, and the token of its one-click unsubscribe link. */
export interface SubscriptionRecipient {
  email: string;
  /** The account's id, or null for a visitor's address (a player on a break gets no announcement). */
  userId: number | null;
  /** The account's first name, or null for a visitor's address. */
  firstName: string | null;
  unsubscribeToken: string;
}

/** 'Get Notified' subscriptions to new-game e-mails; subscribing twice keeps one subscription. */
export interface SubscriptionStore {
  /** True when this call created the subscription, false when it existed already. */
  subscribe(subscriber: Subscriber, at: Date): Promise<boolean>;
  isSubscribed(subscriber: Subscriber): Promise<boolean>;
  /** Account erasure: drops the account's subscription and any made with its e-mail address. */
  removeForAccount(userId: number, email: string): Promise<void>;
  /** Every subscription with an address (an account's follows the account; erased ones are gone). */
  listRecipients(): Promise<SubscriptionRecipient[]>;
  /** The subscription's address for its unsubscribe token, or null when there is none. */
  findByUnsubscribeToken(token: string): Promise<{ email: string } | null>;
  /** Drops the subscription of this token; false when there was none (already unsubscribed). */
  unsubscribe(token: string): Promise<boolean>;
}
