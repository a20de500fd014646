import type {
  DirectoryQuery,
  DirectorySelection,
  DirectoryStats,
  DirectoryUser,
  SharedMailbox,
} from '../../../domain/back-office/user-directory';

/**
 * The back office's read model of the players: searched, filtered, sorted and paged by the
 * database (its indexes), and exported in batches so no export holds every row.
 */
export interface UserDirectory {
  list(query: DirectoryQuery): Promise<{ users: DirectoryUser[]; total: number }>;
  /** The four tiles; `newSince` is 24 hours before now. */
  stats(newSince: Date): Promise<DirectoryStats>;
  /**
   * The mailboxes more than one live account shares (those made before one mailbox meant one
   * account), by canonical form, the first `limit`; `total` counts them all.
   */
  sharedMailboxes(limit: number): Promise<{ mailboxes: SharedMailbox[]; total: number }>;
  /** Every live account the selection matches, in its order, a batch at a time. */
  exportAll(selection: DirectorySelection, batchSize: number): AsyncIterable<DirectoryUser[]>;
}
