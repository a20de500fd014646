import type {
  ContactMessage,
  ContactMessageStore,
} from '../../../application/mail/ports/contact-message-store';
import type { ContactMessageDraft } from '../../../domain/mail/contact-message';
import type { Queryable } from '../queryable';

interface ContactMessageRow {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
}

export class PostgresContactMessageStore implements ContactMessageStore {
  constructor(private readonly sql: Queryable) {}

  async add(m: ContactMessageDraft & { userId: number | null; createdAt: Date }): Promise<ContactMessage> {
    const [row] = await this.sql<ContactMessageRow[]>`
      INSERT INTO contact_messages (user_id, name, email, subject, message, created_at)
      VALUES (${m.userId}, ${m.name}, ${m.email}, ${m.subject}, ${m.message}, ${m.createdAt})
      RETURNING *`;
    return toMessage(row as ContactMessageRow);
  }

  async list(limit: number): Promise<ContactMessage[]> {
    const rows = await this.sql<ContactMessageRow[]>`
      SELECT * FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
    return rows.map(toMessage);
  }

  async removeForAccount(userId: number, email: string): Promise<void> {
    await this.sql`
      DELETE FROM contact_messages WHERE user_id = ${userId} OR lower(email) = lower(${email})`;
  }
}

function toMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
  };
}
