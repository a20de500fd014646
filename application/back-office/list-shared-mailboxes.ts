import { inject, injectable } from 'inversify';
import type { SharedMailbox } from '../../domain/back-office/user-directory';
import { store } from '../shared/tokens';
import type { UserDirectory } from './ports/user-directory';

/** The System tab lists this many shared mailboxes at most, and counts them all. */
const SHARED_MAILBOXES_SHOWN = 100;

/**
 * The System tab's Shared mailboxes: accounts that reached one mailbox before one mailbox meant one
 * account (docs/rules/accounts.md, One mailbox, one account), kept as they were, for the administrator
 * to look into. Nothing is merged or deleted here.
 */
@injectable()
export class ListSharedMailboxes {
  constructor(
    @inject(store('directory')) private readonly directory: Pick<UserDirectory, 'sharedMailboxes'>,
  ) {}

  execute(): Promise<{ mailboxes: SharedMailbox[]; total: number }> {
    return this.directory.sharedMailboxes(SHARED_MAILBOXES_SHOWN);
  }
}
