import { type ContactMessageInput, validateContactMessage } from '../domain/contact-message';
import type { DomainError } from '../domain/errors';
import { ok, type Result } from '../domain/result';
import type { Clock } from './ports/clock';
import type { ContactMessage, ContactMessageStore } from './ports/contact-message-store';

/** The contact form: the message is stored for the operator (the mail issue forwards it). */
export class SendContactMessage {
  constructor(
    private readonly messages: ContactMessageStore,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: ContactMessageInput & { userId: number | null },
  ): Promise<Result<ContactMessage, DomainError>> {
    const draft = validateContactMessage(input);
    if (!draft.ok) return draft;
    return ok(await this.messages.add({ ...draft.value, userId: input.userId, createdAt: this.clock.now() }));
  }
}
