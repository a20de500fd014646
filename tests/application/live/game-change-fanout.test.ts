import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, GameChangeFanout } from '../../../adapters/live/game-change-fanout';
import type { GameChange } from '../../../application/games/ports/game-changes';

describe('GameChangeFanout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers an isolated change at once, and a burst of hundreds as one change per game per window', () => {
    const fanout = new GameChangeFanout();
    const heard: GameChange[] = [];
    fanout.subscribe((change) => heard.push(change));
    fanout.publish(1);
    vi.advanceTimersByTime(0);
    expect(heard).toEqual([{ gameId: 1 }]);
    for (let i = 0; i < 300; i++) fanout.publish(i % 2 === 0 ? 1 : 2);
    vi.advanceTimersByTime(COALESCE_MS - 1);
    expect(heard).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual([{ gameId: 1 }, { gameId: 1 }, { gameId: 2 }]);
  });

  it('keeps delivering to the others when one listener throws, and stops with unsubscribe', () => {
    const fanout = new GameChangeFanout();
    const heard: (number | null)[] = [];
    fanout.subscribe(() => {
      throw new Error('bad listener');
    });
    const stop = fanout.subscribe((change) => heard.push(change.gameId));
    fanout.publish(null);
    vi.advanceTimersByTime(0);
    expect(heard).toEqual([null]);
    stop();
    fanout.publish(3);
    vi.advanceTimersByTime(COALESCE_MS);
    expect(heard).toEqual([null]);
    expect(fanout.size).toBe(1);
  });
});
