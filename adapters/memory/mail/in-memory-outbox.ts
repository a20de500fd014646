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
import { matchesMailSearch } from '../../../domain/mail/mail-search';
import { messageIdOf } from '../../mail/message-id';
import { type Changes, type InMemoryStore, setEntry } from '../in-memory-store';

const copy = (e: OutboxEntry): OutboxEntry => structuredClone(e);

/** The outbox in memory; inside a unit of work, a rollback drops what it enqueued. */
export class InMemoryOutbox implements Outbox {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async enqueue(mail: NewMail, at: Date): Promise<OutboxEntry> {
    const id = randomUUID();
    const entry: OutboxEntry = {
      id,
      messageId: messageIdOf(id),
      to: mail.to,
      message: structuredClone(mail.message),
      status: 'pending',
      tries: 0,
      nextAttemptAt: at,
      lastError: null,
      rendered: null,
      createdAt: at,
      deliveredAt: null,
    };
    setEntry(this.store.outbox, id, entry, this.changes);
    return copy(entry);
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxEntry[]> {
    // Synchronous from read to write: no other call can claim the same entries in between.
    const due = [...this.store.outbox.values()]
      .filter((e) => e.status === 'pending' && e.nextAttemptAt.getTime() <= now.getTime())
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
      .slice(0, limit);
    for (const e of due) this.update(e.id, { tries: e.tries + 1, nextAttemptAt: leaseUntil });
    return due
      .map((e) => copy(this.store.outbox.get(e.id) as OutboxEntry))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async markDelivered(id: string, status: 'sent' | 'kept', rendered: RenderedMail, at: Date) {
    if (this.store.outbox.get(id)?.status !== 'pending') return false;
    this.update(id, { status, rendered, deliveredAt: at, lastError: null });
    return true;
  }

  async markRetry(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    if (this.store.outbox.get(id)?.status === 'pending') this.update(id, { lastError: error, nextAttemptAt });
  }

  async markFailed(id: string, error: string, rendered: RenderedMail | null, at: Date): Promise<void> {
    if (this.store.outbox.get(id)?.status === 'pending')
      this.update(id, { status: 'failed', lastError: error, rendered, deliveredAt: at });
  }

  async findById(id: string): Promise<OutboxEntry | null> {
    const e = this.store.outbox.get(id);
    return e ? copy(e) : null;
  }

  async countFailed(): Promise<number> {
    return [...this.store.outbox.values()].filter((e) => e.status === 'failed').length;
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    const counts = emptyOutboxCounts();
    for (const entry of this.store.outbox.values()) counts[entry.status]++;
    return counts;
  }

  async list(limit: number): Promise<OutboxEntry[]> {
    return [...this.store.outbox.values()].reverse().slice(0, limit).map(copy);
  }

  async listPage(filter: MailFilter, offset: number, limit: number) {
    const all = [...this.store.outbox.values()]
      .reverse()
      .filter(
        (e) =>
          (filter.status === undefined || e.status === filter.status) &&
          (filter.kind === undefined || e.message.kind === filter.kind) &&
          matchesMailSearch({ to: e.to, subject: e.rendered?.subject ?? null }, filter.search ?? ''),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { entries: all.slice(offset, offset + limit).map(copy), total: all.length };
  }

  private update(id: string, patch: Partial<OutboxEntry>) {
    const current = this.store.outbox.get(id) as OutboxEntry;
    setEntry(this.store.outbox, id, { ...current, ...patch }, this.changes);
  }
}
