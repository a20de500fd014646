import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Outbox } from '../shared/ports/outbox';
import { store } from '../shared/tokens';
import type { MailSummary } from './list-mail';
import type { MailRenderer } from './ports/mailer';
import { MAIL_RENDERER } from './tokens';

/** Outbox ids are UUIDs; anything else names no message. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MailDetail extends MailSummary {
  messageId: string;
  subject: string;
  html: string;
  text: string;
  /** False: not rendered by the dispatcher yet; this is how it will read. */
  rendered: boolean;
}

/** One message of the Mail panel with its HTML and text: as sent or kept, else as it will be sent. */
@injectable()
export class GetMail {
  constructor(
    @inject(store('outbox')) private readonly outbox: Pick<Outbox, 'findById'>,
    @inject(MAIL_RENDERER) private readonly renderer: MailRenderer,
  ) {}

  async execute(id: string): Promise<Result<MailDetail, DomainError>> {
    const e = UUID.test(id) ? await this.outbox.findById(id) : null;
    if (!e) return err(domainError('NOT_FOUND', 'Message not found'));
    const body = e.rendered ?? (await this.renderer.render(e.message));
    return ok({
      id: e.id,
      messageId: e.messageId,
      to: e.to,
      kind: e.message.kind,
      status: e.status,
      tries: e.tries,
      lastError: e.lastError,
      createdAt: e.createdAt,
      deliveredAt: e.deliveredAt,
      subject: body.subject,
      html: body.html,
      text: body.text,
      rendered: e.rendered !== null,
    });
  }
}
