import { inject, injectable } from 'inversify';
import {
  type AccountEditInput,
  applyAccountEdit,
  describeAccountEdit,
} from '../../domain/accounts/account-edit';
import type { User } from '../../domain/accounts/user';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SessionStore, UserRepository } from '../accounts';
import { adminEvent } from '../shared/activity-events';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, port, UNIT_OF_WORK } from '../shared/tokens';

/** The stores it uses, bound to one transaction. */
type Stores = { users: UserRepository; events: EventLog };

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/**
 * The administrator's Edit user (profile, status, role), recorded in the audit trail in the same
 * transaction. An account made inactive or suspended loses its sessions at once (Authenticate also
 * refuses it, so a session opened meanwhile is refused too).
 */
@injectable()
export class EditUser {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(port('sessions')) private readonly sessions: SessionStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    adminId: number,
    userId: number,
    input: AccountEditInput,
  ): Promise<Result<User, DomainError>> {
    const result = await this.uow.run(async (tx): Promise<Result<User, DomainError>> => {
      const current = await tx.users.findById(userId);
      if (!current) return err(domainError('NOT_FOUND', USER_NOT_FOUND_MESSAGE));
      const edited = applyAccountEdit(current, input);
      if (!edited.ok) return edited;
      const user = await tx.users.updateAccount(userId, edited.value);
      if (!user) return err(domainError('NOT_FOUND', USER_NOT_FOUND_MESSAGE));
      const action = describeAccountEdit(current, edited.value);
      await tx.events.record(adminEvent(adminId, userId, action, this.clock.now()));
      return ok(user);
    });
    if (result.ok && result.value.status !== 'active') await this.sessions.revokeAllForUser(userId);
    return result;
  }
}
