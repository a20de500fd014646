import { inject, injectable } from 'inversify';
import {
  type DirectoryQuery,
  type DirectoryStats,
  type DirectoryUser,
  NEW_USER_WINDOW_MS,
} from '../../domain/back-office/user-directory';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, store } from '../shared/tokens';
import type { UserDirectory } from './ports/user-directory';

export interface UserList {
  users: DirectoryUser[];
  total: number;
  stats: DirectoryStats;
}

/** The Users tab: one page of the searched, filtered, sorted directory, and the four tiles. */
@injectable()
export class ListUsers {
  constructor(
    @inject(store('directory')) private readonly directory: UserDirectory,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: DirectoryQuery): Promise<UserList> {
    const newSince = new Date(this.clock.now().getTime() - NEW_USER_WINDOW_MS);
    const [page, stats] = await Promise.all([this.directory.list(query), this.directory.stats(newSince)]);
    return { ...page, stats };
  }
}
