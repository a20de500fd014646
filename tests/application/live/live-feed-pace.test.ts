import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveFeed, PACE_PER_PAGE_MS, WAKE_PER_TURN } from '../../../adapters/live/live-feed';

/** A crowd slows a feed's pushes (one game's messages stay bounded); a few pages never wait. */
describe('LiveFeed pacing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const feedOf = (pages: number) => {
    let value = 0;
    const feed = new LiveFeed(
      async () => ++value,
      () => {},
    );
    const watchers = Array.from({ length: pages }, () => feed.watch());
    return { feed, first: watchers[0] };
  };

  it('waits after a push to 5,000 pages before computing the next, then takes every change at once', async () => {
    vi.useFakeTimers();
    const { feed, first } = feedOf(5_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(first?.latest).toBe(1);
    feed.refresh();
    feed.refresh();
    await vi.advanceTimersByTimeAsync(5_000 * PACE_PER_PAGE_MS - 10);
    expect(first?.latest).toBe(1);
    // The pause starts once the push's ten turns are done.
    await vi.advanceTimersByTimeAsync(100);
    expect(first?.latest).toBe(2);
  });

  it('pushes the next change to 3,000 pages without a pause (their pause is the coalescing window)', async () => {
    vi.useFakeTimers();
    const { feed, first } = feedOf(3_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(first?.latest).toBe(1);
    feed.refresh();
    // Both pushes' turns, well before a pause of 3,000 pages would end.
    await vi.advanceTimersByTimeAsync(90);
    expect(first?.latest).toBe(2);
  });

  it('pushes each change to a few pages at once', async () => {
    const { feed, first } = feedOf(3);
    await vi.waitFor(() => expect(first?.latest).toBe(1));
    feed.refresh();
    await vi.waitFor(() => expect(first?.latest).toBe(2));
  });

  it('wakes a crowd WAKE_PER_TURN pages per turn of the event loop, each holding the value at once', async () => {
    const feed = new LiveFeed(
      async () => 'state',
      () => {},
    );
    const pages = 2 * WAKE_PER_TURN + 50;
    const watchers = Array.from({ length: pages }, () => feed.watch());
    let woken = 0;
    for (const watcher of watchers) {
      watcher.wake = () => {
        woken++;
      };
    }
    // Queued before the feed's first push: it runs between the push's first turn and its second.
    const betweenTurns = new Promise<number>((resolve) => setImmediate(() => resolve(woken)));
    expect(await betweenTurns).toBe(WAKE_PER_TURN);
    expect(watchers.every((watcher) => watcher.latest === 'state')).toBe(true);
    await vi.waitFor(() => expect(woken).toBe(pages));
  });
});
