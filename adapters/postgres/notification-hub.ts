/**
 * NOTIFY messages that reach a pool's own connections, by channel. On PostgreSQL a notification goes
 * only to the sessions that LISTEN (postgres.js `sql.listen`'s dedicated connection), so nothing
 * arrives here. Embedded PGlite has one backend session for every socket: a notification goes out
 * on the socket whose statement committed it, which is one of the pool's (PGlite's own `listen` and
 * postgres.js `sql.listen` hear none of them), so the pool's `onnotify` must hand it on.
 */
export class NotificationHub {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  on(channel: string, handler: (payload: string) => void): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set);
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  emit(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }
}
