import { randomBytes } from 'node:crypto';
import type { Subscriber, SubscriptionStore } from '../../../application/mail/ports/subscription-store';
import type { SubscriptionRecipient } from '../../../domain/mail/subscription-recipient';
import { type Changes, deleteEntry, type InMemoryStore, setEntry } from '../in-memory-store';

/** One key per subscriber, like the two unique indexes of new_game_subscriptions. */
const keyOf = (s: Subscriber) => ('userId' in s ? `user:${s.userId}` : `email:${s.email.toLowerCase()}`);

export class InMemorySubscriptionStore implements SubscriptionStore {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async subscribe(subscriber: Subscriber, at: Date, confirmTokenHash: string): Promise<boolean> {
    if ('userId' in subscriber && !this.store.users.has(subscriber.userId)) {
      throw new Error(`Unknown user ${subscriber.userId}`);
    }
    const key = keyOf(subscriber);
    const existing = this.store.subscriptions.get(key);
    if (existing && (existing.confirmedAt !== null || existing.confirmTokenHash !== null)) return false;
    const unsubscribeToken = existing?.unsubscribeToken ?? randomBytes(32).toString('hex');
    const createdAt = existing?.createdAt ?? at;
    const entry = { ...subscriber, createdAt, unsubscribeToken, confirmTokenHash, confirmedAt: null };
    setEntry(this.store.subscriptions, key, entry, this.changes);
    return true;
  }

  async confirm(confirmTokenHash: string, at: Date): Promise<boolean> {
    const entry = [...this.store.subscriptions.entries()].find(
      ([, s]) => s.confirmTokenHash === confirmTokenHash,
    );
    if (!entry) return false;
    const [key, s] = entry;
    setEntry(this.store.subscriptions, key, { ...s, confirmedAt: s.confirmedAt ?? at }, this.changes);
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

  async listRecipients(): Promise<SubscriptionRecipient[]> {
    const recipients: SubscriptionRecipient[] = [];
    for (const s of this.store.subscriptions.values()) {
      if (s.confirmedAt === null) continue;
      const user =
        'userId' in s && !this.store.erasedUsers.has(s.userId) ? this.store.users.get(s.userId) : null;
      const email = 'email' in s ? s.email : user?.email;
      if (!email) continue;
      recipients.push({
        email,
        userId: user && 'userId' in s ? s.userId : null,
        firstName: user?.firstName ?? null,
        unsubscribeToken: s.unsubscribeToken,
      });
    }
    return recipients;
  }

  async findByUnsubscribeToken(token: string): Promise<{ email: string } | null> {
    const entry = this.entryOf(token);
    if (!entry) return null;
    const [, s] = entry;
    const email = 'email' in s ? s.email : this.store.users.get(s.userId)?.email;
    return email ? { email } : null;
  }

  async unsubscribe(token: string): Promise<boolean> {
    const entry = this.entryOf(token);
    if (!entry) return false;
    deleteEntry(this.store.subscriptions, entry[0], this.changes);
    return true;
  }

  private entryOf(token: string) {
    return [...this.store.subscriptions.entries()].find(([, s]) => s.unsubscribeToken === token) ?? null;
  }
}
