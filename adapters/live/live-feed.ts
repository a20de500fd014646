import { COALESCE_MS } from './game-change-fanout';

/**
 * A feed's pushes are paced by its audience: after a push it waits this long per watching page
 * before computing the next, once that exceeds the changes' own coalescing window (past 4,000
 * pages). A push costs about 0.02 ms of CPU per page (one shared, already encoded frame written to
 * each page's socket: adapters/http/live-streams.ts, docs/speed-log.md), so a feed under a stream of
 * changes takes at most about half of the event loop and the spins keep the rest. Up to 4,000 pages
 * the coalescing window alone spaces the pushes (at 0.1 ms a page, set when tRPC's stream made a
 * push cost 0.2 ms a page, 2,000 pages waited 200 ms after each push: most of a rush's update delay).
 */
export const PACE_PER_PAGE_MS = 0.025;

/**
 * Pages woken in one turn of the event loop; the next ones wait for the loop's next turn. Each
 * woken page's message is written within its turn (its stream's steps are promise callbacks), so a
 * push to 2,000 pages is four turns of about 10 ms of CPU each, not one of 40 ms: between them the
 * server reads its other sockets and accepts a connection (Node 20's libuv accepts one per turn), so
 * the spins and the new pages of a rush do not wait long behind the push. Not fewer pages a turn:
 * with 100 (set when a page cost 0.2 ms), a push's twenty turns each waited behind the spins'
 * callbacks and took 70-250 ms to reach the last page in a rush, against 30-40 ms with 500.
 */
export const WAKE_PER_TURN = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One subscriber of a feed: the newest value it has not taken yet, and how to wake it. */
export interface Watcher<V> {
  latest: V | undefined;
  wake: (() => void) | null;
}

/**
 * One computed value shared by every subscriber of a key (a game, the lobby): computed once per
 * refresh whatever the number of subscribers, pushed only when it differs from the last one pushed.
 * A refresh asked during a computation runs once more after it, so the last change is never missed.
 * A subscriber holds only the newest value: one that reads slowly skips values, never piles them up.
 */
export class LiveFeed<V> {
  readonly watchers = new Set<Watcher<V>>();
  private last: { value: V; json: string } | undefined;
  private running = false;
  private again = false;

  constructor(
    private readonly compute: () => Promise<V>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Adds a subscriber, holding the last value at once when there is one. */
  watch(): Watcher<V> {
    const watcher: Watcher<V> = { latest: this.last?.value, wake: null };
    this.watchers.add(watcher);
    // A computation under way gives the newcomer its value too.
    if (!this.last && !this.running) this.refresh();
    return watcher;
  }

  refresh(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.run();
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        const value = await this.compute();
        const json = JSON.stringify(value);
        if (json !== this.last?.json) {
          this.last = { value, json };
          await this.wakeAll(value);
          const pace = this.watchers.size * PACE_PER_PAGE_MS;
          // Changes meanwhile set `again`: the next computation takes them all.
          if (pace > COALESCE_MS) await new Promise((resolve) => setTimeout(resolve, pace));
        }
      } catch (error) {
        // The last value stays; the next change or tick tries again.
        this.onError(error);
      }
    } while (this.again && this.watchers.size > 0);
    this.running = false;
  }

  /**
   * Gives every watcher the value at once (one that wakes on its own takes it), then wakes them
   * WAKE_PER_TURN per turn of the event loop.
   */
  private async wakeAll(value: V): Promise<void> {
    const watchers = [...this.watchers];
    for (const watcher of watchers) watcher.latest = value;
    for (let i = 0; i < watchers.length; i++) {
      if (i > 0 && i % WAKE_PER_TURN === 0) await nextTurn();
      watchers[i]?.wake?.();
    }
  }
}
