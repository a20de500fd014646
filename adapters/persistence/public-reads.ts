import type { Repositories } from './repositories';

/** Which server answered a shared public read, and why the primary when a standby is configured. */
export type ReadRoute = 'standby' | 'primary' | 'primary_standby_behind' | 'primary_standby_unreachable';

/**
 * Where the shared public reads (the lobby, a game, its numbers, the public winners) run: on a
 * read-only standby when the site has one and it has replayed everything the primary had committed
 * when the read began, else on the primary (docs/rules/operations.md, Reads on the standby). Nothing
 * else reads through it: what a player must see fresh reads the primary.
 */
export interface PublicReads {
  run<T>(read: (stores: Repositories) => Promise<T>): Promise<T>;
  /** Hears the route of every read (the metrics count them). */
  observe(listener: (route: ReadRoute) => void): void;
}

/** One server for every read: the in-memory stores, the embedded database, or no DATABASE_READ_URL. */
export function readsOnPrimary(stores: Repositories): PublicReads {
  const listeners: ((route: ReadRoute) => void)[] = [];
  return {
    run(read) {
      for (const listener of listeners) listener('primary');
      return read(stores);
    },
    observe: (listener) => void listeners.push(listener),
  };
}
