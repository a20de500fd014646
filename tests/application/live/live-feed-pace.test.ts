import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveFeed, PACE_PER_PAGE_MS } from '../../../adapters/live/live-feed';

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

  it('waits after a push to 1,000 pages before computing the next, then takes every change at once', async () => {
    vi.useFakeTimers();
    const { feed, first } = feedOf(1_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(first?.latest).toBe(1);
    feed.refresh();
    feed.refresh();
    await vi.advanceTimersByTimeAsync(1_000 * PACE_PER_PAGE_MS - 10);
    expect(first?.latest).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(first?.latest).toBe(2);
  });

  it('pushes each change to a few pages at once', async () => {
    const { feed, first } = feedOf(3);
    await vi.waitFor(() => expect(first?.latest).toBe(1));
    feed.refresh();
    await vi.waitFor(() => expect(first?.latest).toBe(2));
  });
});
