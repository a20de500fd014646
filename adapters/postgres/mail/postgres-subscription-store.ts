import type { Subscriber, SubscriptionStore } from '../../../application/mail/ports/subscription-store';
import type { SubscriptionRecipient } from '../../../domain/mail/subscription-recipient';
import type { Queryable } from '../queryable';

export class PostgresSubscriptionStore implements SubscriptionStore {
  constructor(private readonly sql: Queryable) {}

  async subscribe(subscriber: Subscriber, at: Date, confirmTokenHash: string): Promise<boolean> {
    // ON CONFLICT covers both partial unique indexes, also against a concurrent second click. The
    // UPDATE sees the table as it was before the INSERT: it gives the token to an existing row never
    // sent a confirmation; a concurrent one waits for the row and then finds it has a token.
    const { userId, email } = columns(subscriber);
    const rows = await this.sql`
      WITH inserted AS (
        INSERT INTO new_game_subscriptions (user_id, email, created_at, confirm_token_hash)
        VALUES (${userId}, ${email}, ${at}, ${confirmTokenHash})
        ON CONFLICT DO NOTHING
        RETURNING id
      ), resent AS (
        UPDATE new_game_subscriptions SET confirm_token_hash = ${confirmTokenHash}
        WHERE ${userId === null ? this.sql`lower(email) = lower(${email})` : this.sql`user_id = ${userId}`}
          AND confirmed_at IS NULL AND confirm_token_hash IS NULL
        RETURNING id
      )
      SELECT id FROM inserted UNION ALL SELECT id FROM resent`;
    return rows.length > 0;
  }

  async confirm(confirmTokenHash: string, at: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE new_game_subscriptions SET confirmed_at = coalesce(confirmed_at, ${at})
      WHERE confirm_token_hash = ${confirmTokenHash}
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
      WHERE coalesce(u.email, s.email) IS NOT NULL AND s.confirmed_at IS NOT NULL
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
