import { inject, injectable } from 'inversify';
import type { EventLog, LoggedEvent } from '../shared/ports/event-log';
import { port, store } from '../shared/tokens';

export type ActivityItem = LoggedEvent & { adminName: string | null };

/** The Live Activity Feed: the newest events, an administrator's actions named by who acted. */
@injectable()
export class ListActivity {
  constructor(
    @inject(store('events')) private readonly events: EventLog,
    /** The administrators' names (the admin area's AdminRepository is it). */
    @inject(port('admins'))
    private readonly admins: {
      findById(id: number): Promise<{ firstName: string; lastName: string } | null>;
    },
  ) {}

  async execute(limit: number): Promise<ActivityItem[]> {
    const events = await this.events.recent(limit);
    const ids = [...new Set(events.flatMap((e) => (e.adminId === null ? [] : [e.adminId])))];
    const admins = await Promise.all(ids.map((id) => this.admins.findById(id)));
    const names = new Map(
      ids.map((id, i) => [id, admins[i] ? `${admins[i].firstName} ${admins[i].lastName}` : null]),
    );
    return events.map((e) => ({
      ...e,
      adminName: e.adminId === null ? null : (names.get(e.adminId) ?? null),
    }));
  }
}
