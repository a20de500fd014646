import { type ContactMessageInput, validateContactMessage } from '../../domain/mail/contact-message';
import type { DomainError } from '../../domain/shared/errors';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { Outbox } from '../shared/ports/outbox';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import type { ContactMessage, ContactMessageStore } from './ports/contact-message-store';

/** The stores it uses, bound to one transaction. */
type Stores = { contactMessages: ContactMessageStore; outbox: Outbox };

/**
 * The contact form: the message is stored and forwarded to the operator by e-mail, both in one
 * transaction. Without an operator address (`operatorEmail` null) the e-mail is kept in the outbox,
 * visible in the admin area.
 */
export class SendContactMessage {
  constructor(
    private readonly uow: UnitOfWork<Stores>,
    private readonly clock: Clock,
    private readonly operatorEmail: string | null,
  ) {}

  async execute(
    input: ContactMessageInput & { userId: number | null },
  ): Promise<Result<ContactMessage, DomainError>> {
    const draft = validateContactMessage(input);
    if (!draft.ok) return draft;
    const now = this.clock.now();
    return ok(
      await this.uow.run(async (tx) => {
        const message = await tx.contactMessages.add({
          ...draft.value,
          userId: input.userId,
          createdAt: now,
        });
        const { name, email, subject } = message;
        await tx.outbox.enqueue(
          {
            to: this.operatorEmail,
            message: {
              kind: 'contact-message',
              name,
              email,
              subject,
              message: message.message,
              sentAt: now.toISOString(),
            },
          },
          now,
        );
        return message;
      }),
    );
  }
}
