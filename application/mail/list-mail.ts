import { inject, injectable } from 'inversify';
import type { MailKind } from '../../domain/mail/mail-message';
import { isMailKind, MAIL_PAGE_SIZE } from '../../domain/mail/mail-search';
import { type DomainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { MailFilter, Outbox, OutboxStatus } from '../shared/ports/outbox';
import { store } from '../shared/tokens';

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

export interface MailPage {
  messages: MailSummary[];
  total: number;
  page: number;
  pageSize: number;
}

const STATUSES: readonly string[] = ['pending', 'sent', 'kept', 'failed'] satisfies OutboxStatus[];

/** The admin Mail panel: the outbox's messages, newest first, 50 a page, by status, kind and search. */
@injectable()
export class ListMail {
  constructor(@inject(store('outbox')) private readonly outbox: Pick<Outbox, 'listPage'>) {}

  async execute(
    input: { status?: string; kind?: string; search?: string; page?: number } = {},
  ): Promise<Result<MailPage, DomainError>> {
    const filter: MailFilter = {};
    if (input.status) {
      if (!STATUSES.includes(input.status)) return err(invalidInput('status', 'Unknown delivery status'));
      filter.status = input.status as OutboxStatus;
    }
    if (input.kind) {
      if (!isMailKind(input.kind)) return err(invalidInput('kind', 'Unknown kind of e-mail'));
      filter.kind = input.kind;
    }
    if (input.search?.trim()) filter.search = input.search.trim();
    const page = input.page ?? 1;
    if (!Number.isInteger(page) || page < 1)
      return err(invalidInput('page', 'Page must be a whole number from 1'));
    const found = await this.outbox.listPage(filter, (page - 1) * MAIL_PAGE_SIZE, MAIL_PAGE_SIZE);
    return ok({
      messages: found.entries.map((e) => ({
        id: e.id,
        to: e.to,
        kind: e.message.kind,
        subject: e.rendered?.subject ?? null,
        status: e.status,
        tries: e.tries,
        lastError: e.lastError,
        createdAt: e.createdAt,
        deliveredAt: e.deliveredAt,
      })),
      total: found.total,
      page,
      pageSize: MAIL_PAGE_SIZE,
    });
  }
}
