import type {
  Subscriber,
  SubscriptionRecipient,
  SubscriptionStore,
} from '../../application/ports/subscription-store';
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

  async listRecipients(): Promise<SubscriptionRecipient[]> {
    const rows = await this.sql<
      { email: string; user_id: number | null; first_name: string | null; unsubscribe_token: string }[]
    >`
      SELECT coalesce(u.email, s.email) AS email, u.id AS user_id, u.first_name, s.unsubscribe_token
      FROM new_game_subscriptions s LEFT JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
      WHERE coalesce(u.email, s.email) IS NOT NULL
      ORDER BY s.id`;
    return rows.map((r) => ({
      email: r.email,
      userId: r.user_id === null ? null : Number(r.user_id),
      firstName: r.first_name,
      unsubscribeToken: r.unsubscribe_token,
    }));
  }

  async findByUnsubscribeToken(token: string): Promise<{ email: string } | null> {
    const [row] = await this.sql<{ email: string | null }[]>`
      SELECT coalesce(u.email, s.email) AS email
      FROM new_game_subscriptions s LEFT JOIN users u ON u.id = s.user_id
      WHERE s.unsubscribe_token = ${token}`;
    return row?.email ? { email: row.email } : null;
  }

  async unsubscribe(token: string): Promise<boolean> {
    const rows = await this.sql`
      DELETE FROM new_game_subscriptions WHERE unsubscribe_token = ${token} RETURNING id`;
    return rows.length > 0;
  }
}

function columns(subscriber: Subscriber): { userId: number | null; email: string | null } {
  return 'userId' in subscriber
    ? { userId: subscriber.userId, email: null }
    : { userId: null, email: subscriber.email };
}
