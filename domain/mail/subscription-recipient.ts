/** Where a new-game announcement goes, and the token of its one-click unsubscribe link. */
export interface SubscriptionRecipient {
  email: string;
  /** The account's id, or null for a visitor's address (a player on a break gets no announcement). */
  userId: number | null;
  /** The account's first name, or null for a visitor's address. */
  firstName: string | null;
  unsubscribeToken: string;
}
