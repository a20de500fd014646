import { inject, injectable } from 'inversify';
import type { UserRepository } from '../accounts';
import type { EventLog, LoggedEvent } from '../shared/ports/event-log';
import { store } from '../shared/tokens';

/** A player's events from the event log, newest first; null when the account is unknown. */
@injectable()
export class ListUserActivity {
  constructor(
    @inject(store('users')) private readonly users: UserRepository,
    @inject(store('events')) private readonly events: EventLog,
  ) {}

  async execute(userId: number, limit: number): Promise<LoggedEvent[] | null> {
    if (!(await this.users.findById(userId))) return null;
    return this.events.forUser(userId, limit);
  }
}
