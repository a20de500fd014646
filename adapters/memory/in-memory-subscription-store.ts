import type { Subscriber, SubscriptionStore } from '../../application/ports/subscription-store';
import { type Changes, deleteEntry, type InMemoryStore, setEntry } from './in-memory-store';

/** One key per subscriber, like the two unique indexes of new_game_subscriptions. */
const keyOf = (s: Subscriber) => ('userId' in s ? `user:${s.userId}` : `email:${s.email.toLowerCase()}`);

export class InMemorySubscriptionStore implements SubscriptionStore {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async subscribe(subscriber: Subscriber, at: Date): Promise<boolean> {
    if ('userId' in subscriber && !this.store.users.has(subscriber.userId)) {
      throw new Error(`Unknown user ${subscriber.userId}`);
    }
    const key = keyOf(subscriber);
    if (this.store.subscriptions.has(key)) return false;
    setEntry(this.store.subscriptions, key, { ...subscriber, createdAt: at }, this.changes);
    return true;
  }

  async isSubscribed(subscriber: Subscriber): Promise<boolean> {
    return this.store.subscriptions.has(keyOf(subscriber));
  }

  async removeForAccount(userId: number, email: string): Promise<void> {
    for (const key of [keyOf({ userId }), keyOf({ email })]) {
      deleteEntry(this.store.subscriptions, key, this.changes);
    }
  }
}
