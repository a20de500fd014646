import type { Subscriber, SubscriptionStore } from '../../application/ports/subscription-store';
import type { Queryable } from './queryable';

export class PostgresSubscriptionStore implements SubscriptionStore {
  constructor(private readonly sql: Queryable) {}

  async subscribe(subscriber: Subscriber, at: Date): Promise<boolean> {
    // ON CONFLICT covers both partial unique indexes, also against a concurrent second click.
    const { userId, email } = columns(subscriber);
    const rows = await this.sql`
      INSERT INTO new_game_subscriptions (user_id, email, created_at)
      VALUES (${userId}, ${email}, ${at})
      ON CONFLICT DO NOTHING
      RETURNING id`;
    return rows.length > 0;
  }

  async isSubscribed(subscriber: Subscriber): Promise<boolean> {
    const rows =
      'userId' in subscriber
        ? await this.sql`SELECT 1 FROM new_game_subscriptions WHERE user_id = ${subscriber.userId}`
        : await this
            .sql`SELECT 1 FROM new_game_subscriptions WHERE lower(email) = lower(${subscriber.email})`;
    return rows.length > 0;
  }

  async removeForAccount(userId: number, email: string): Promise<void> {
    await this.sql`
      DELETE FROM new_game_subscriptions WHERE user_id = ${userId} OR lower(email) = lower(${email})`;
  }
}

function columns(subscriber: Subscriber): { userId: number | null; email: string | null } {
  return 'userId' in subscriber
    ? { userId: subscriber.userId, email: null }
    : { userId: null, email: subscriber.email };
}
