import type { UserRepository } from '../accounts';
import type { EventLog, LoggedEvent } from '../shared/ports/event-log';

/** A player's events from the event log, newest first; null when the account is unknown. */
export class ListUserActivity {
  constructor(
    private readonly users: UserRepository,
    private readonly events: EventLog,
  ) {}

  async execute(userId: number, limit: number): Promise<LoggedEvent[] | null> {
    if (!(await this.users.findById(userId))) return null;
    return this.events.forUser(userId, limit);
  }
}
