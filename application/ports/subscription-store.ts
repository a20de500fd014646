/** Who asked to be e-mailed about new games: a signed-in player's account, or a visitor's address. */
export type Subscriber = { userId: number } | { email: string };

/** 'Get Notified' subscriptions to new-game e-mails; subscribing twice keeps one subscription. */
export interface SubscriptionStore {
  /** True when this call created the subscription, false when it existed already. */
  subscribe(subscriber: Subscriber, at: Date): Promise<boolean>;
  isSubscribed(subscriber: Subscriber): Promise<boolean>;
  /** Account erasure: drops the account's subscription and any made with its e-mail address. */
  removeForAccount(userId: number, email: string): Promise<void>;
}
