import { inject, injectable } from 'inversify';
import type { DirectorySelection, DirectoryUser } from '../../domain/back-office/user-directory';
import { adminEvent } from '../shared/activity-events';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import { CLOCK, store } from '../shared/tokens';
import type { UserDirectory } from './ports/user-directory';

const EXPORT_BATCH = 500;

/**
 * Export CSV: every live account the Users tab's search and filter select, in its order, read a
 * batch at a time as the caller consumes them (the caller streams each batch out before the next is
 * read). The export itself is recorded in the audit trail.
 */
@injectable()
export class ExportUsers {
  constructor(
    @inject(store('directory')) private readonly directory: UserDirectory,
    @inject(store('events')) private readonly events: EventLog,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(adminId: number, selection: DirectorySelection): Promise<AsyncIterable<DirectoryUser[]>> {
    await this.events.record(adminEvent(adminId, null, 'Exported the user directory', this.clock.now()));
    return this.directory.exportAll(selection, EXPORT_BATCH);
  }
}
