import { randomUUID } from 'node:crypto';
import {
  emptyOutboxCounts,
  type MailFilter,
  type NewMail,
  type Outbox,
  type OutboxEntry,
  type OutboxStatus,
  type RenderedMail,
} from '../../../application/shared/ports/outbox';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { messageIdOf } from '../../mail/message-id';
import type { Queryable } from '../queryable';
import { containing } from '../shared/like-pattern';

interface OutboxRow {
  id: string;
  message_id: string;
  to_address: string | null;
  kind: string;
  data: MailMessage;
  status: OutboxStatus;
  tries: number;
  next_attempt_at: Date;
  last_error: string | null;
  subject: string | null;
  html: string | null;
  text_body: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

/** The mail_outbox table; on a unit of work's connection, enqueue joins its transaction. */
export class PostgresOutbox implements Outbox {
  constructor(private readonly sql: Queryable) {}

  async enqueue(mail: NewMail, at: Date): Promise<OutboxEntry> {
    const id = randomUUID();
    const [row] = await this.sql<OutboxRow[]>`
      INSERT INTO mail_outbox (id, message_id, to_address, kind, data, next_attempt_at, created_at)
      VALUES (${id}, ${messageIdOf(id)}, ${mail.to}, ${mail.message.kind},
              ${this.sql.json(mail.message as never)}, ${at}, ${at})
      RETURNING *`;
    return toEntry(row as OutboxRow);
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxEntry[]> {
    const rows = await this.sql<OutboxRow[]>`
      UPDATE mail_outbox SET tries = tries + 1, next_attempt_at = ${leaseUntil}
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${now}
        ORDER BY next_attempt_at, created_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING *`;
    return rows.map(toEntry).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async markDelivered(id: string, status: 'sent' | 'kept', r: RenderedMail, at: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE mail_outbox
      SET status = ${status}, subject = ${r.subject}, html = ${r.html}, text_body = ${r.text},
          delivered_at = ${at}, last_error = NULL
      WHERE id = ${id} AND status = 'pending'
      RETURNING id`;
    return rows.length > 0;
  }

  async markRetry(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.sql`
      UPDATE mail_outbox SET last_error = ${error}, next_attempt_at = ${nextAttemptAt}
      WHERE id = ${id} AND status = 'pending'`;
  }

  async markFailed(id: string, error: string, r: RenderedMail | null, at: Date): Promise<void> {
    await this.sql`
      UPDATE mail_outbox
      SET status = 'failed', last_error = ${error}, subject = ${r?.subject ?? null},
          html = ${r?.html ?? null}, text_body = ${r?.text ?? null}, delivered_at = ${at}
      WHERE id = ${id} AND status = 'pending'`;
  }

  async findById(id: string): Promise<OutboxEntry | null> {
    const [row] = await this.sql<OutboxRow[]>`SELECT * FROM mail_outbox WHERE id = ${id}`;
    return row ? toEntry(row) : null;
  }

  async countFailed(): Promise<number> {
    const [row] = await this.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'failed'`;
    return Number(row?.n ?? 0);
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    const rows = await this.sql<{ status: OutboxStatus; n: number }[]>`
      SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`;
    const counts = emptyOutboxCounts();
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async list(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.sql<OutboxRow[]>`
      SELECT * FROM mail_outbox ORDER BY created_at DESC, id LIMIT ${limit}`;
    return rows.map(toEntry);
  }

  /** The filter as matchesMailSearch (domain/mail/mail-search.ts) words the search; one statement, the total beside each row. */
  async listPage(filter: MailFilter, offset: number, limit: number) {
    const needle = filter.search?.trim() ?? '';
    const pattern = needle === '' ? null : containing(needle);
    const where = this.sql`
      (${filter.status ?? null}::text IS NULL OR status = ${filter.status ?? null})
      AND (${filter.kind ?? null}::text IS NULL OR kind = ${filter.kind ?? null})
      AND (${pattern}::text IS NULL OR lower(coalesce(to_address, '')) LIKE ${pattern}
        OR lower(coalesce(subject, '')) LIKE ${pattern})`;
    const rows = await this.sql<(OutboxRow & { total: number })[]>`
      SELECT *, count(*) OVER ()::int AS total FROM mail_outbox WHERE ${where}
      ORDER BY created_at DESC, id OFFSET ${offset} LIMIT ${limit}`;
    if (rows.length > 0 || offset === 0) return { entries: rows.map(toEntry), total: rows[0]?.total ?? 0 };
    // Past the end: no row carries the total, so count alone.
    const [counted] = await this.sql<{ total: number }[]>`
      SELECT count(*)::int AS total FROM mail_outbox WHERE ${where}`;
    return { entries: [], total: counted?.total ?? 0 };
  }
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    messageId: row.message_id,
    to: row.to_address,
    message: row.data,
    status: row.status,
    tries: row.tries,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    rendered:
      row.subject === null ? null : { subject: row.subject, html: row.html ?? '', text: row.text_body ?? '' },
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}
