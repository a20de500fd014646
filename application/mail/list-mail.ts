import { inject, injectable } from 'inversify';
import type { MailKind } from '../../domain/mail/mail-message';
import type { Outbox, OutboxStatus } from '../shared/ports/outbox';
import { store } from '../shared/tokens';

/** How many messages the Mail panel lists (the newest). */
const MAIL_LIST_LIMIT = 200;

/** A message as the Mail panel lists it: no bodies (they are read one at a time). */
export interface MailSummary {
  id: string;
  to: string | null;
  kind: MailKind;
  /** Null until the dispatcher rendered it (a pending message). */
  subject: string | null;
  status: OutboxStatus;
  tries: number;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** The admin Mail panel: the outbox's messages, newest first, with their delivery state. */
@injectable()
export class ListMail {
  constructor(@inject(store('outbox')) private readonly outbox: Pick<Outbox, 'list'>) {}

  async execute(): Promise<MailSummary[]> {
    const entries = await this.outbox.list(MAIL_LIST_LIMIT);
    return entries.map((e) => ({
      id: e.id,
      to: e.to,
      kind: e.message.kind,
      subject: e.rendered?.subject ?? null,
      status: e.status,
      tries: e.tries,
      lastError: e.lastError,
      createdAt: e.createdAt,
      deliveredAt: e.deliveredAt,
    }));
  }
}
