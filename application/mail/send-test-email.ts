import { inject, injectable } from 'inversify';
import { readTestEmail, TEST_EMAIL_SENT, testEmailMessage } from '../../domain/mail/test-email';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { Outbox } from '../shared/ports/outbox';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';

/** The stores it uses, bound to one transaction. */
type Stores = { outbox: Outbox };

/**
 * The back office's test e-mail: a sample winner or completion e-mail to any address, through the
 * outbox like every other e-mail (so it shows in the Mail panel and is retried like the rest).
 */
@injectable()
export class SendTestEmail {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: {
    email?: unknown;
    type?: unknown;
    admin: { firstName: string };
  }): Promise<Result<{ message: string }, DomainError>> {
    const read = readTestEmail(input.email, input.type);
    if (!read.ok) return err(read.error);
    const now = this.clock.now();
    const message = testEmailMessage(read.value.type, input.admin.firstName, now);
    await this.uow.run((tx) => tx.outbox.enqueue({ to: read.value.email, message }, now));
    return ok({ message: TEST_EMAIL_SENT });
  }
}
