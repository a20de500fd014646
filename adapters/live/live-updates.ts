import type { GameView } from '../../application/games/game-view';
import type { DrawEvent } from '../../application/games/get-draw-event';
import type { LiveGame } from '../../application/games/get-live-game';
import type { GameChange, GameChanges } from '../../application/games/ports/game-changes';
import type { Logger } from '../../application/shared/ports/logger';
import { MAX_STREAMS_PER_PROCESS, tooManyStreamsMessage } from '../../domain/operations/live-stream-policy';
import type { DomainError } from '../../domain/shared/errors';
import type { Result } from '../../domain/shared/result';
import { LiveFeed, type Watcher } from './live-feed';

/**
 * Live players come from presence, which changes without a game change: every feed is recomputed
 * this often as well (the live players' 5 s cadence), and pushed only when something differs.
 */
const PRESENCE_REFRESH_MS = 5_000;
/** Past the streams one process serves, a new subscriber is refused and its page polls. */
export class TooManyWatchers extends Error {
  constructor() {
    super(tooManyStreamsMessage('process'));
  }
}

type LiveGameResult = Result<LiveGame, DomainError>;
type Key = number | 'lobby' | 'draws';
type Value = LiveGameResult | readonly GameView[] | readonly DrawEvent[];

/** What the feeds compute: a game's live state, the lobby's games, the newest draws across games. */
export interface LiveSources {
  liveGame: (gameId: number) => Promise<LiveGameResult>;
  lobby: () => Promise<readonly GameView[]>;
  draws: () => Promise<readonly DrawEvent[]>;
}

/**
 * The live updates of the game pages and the lobby (docs/flows/live-updates.md, Live updates): one feed per watched game and
 * one for the lobby, each recomputed once per change that concerns it (GameChanges, coalesced) and
 * on the presence tick, whatever the number of pages watching it. A feed nobody watches is dropped.
 * The lobby and /winners also watch the draws feed: the newest draws, recomputed on any game's change.
 */
export class LiveUpdates {
  private readonly feeds = new Map<Key, LiveFeed<Value>>();
  private watchers = 0;
  private unsubscribe: (() => void) | null = null;
  private tick: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(
    private readonly changes: GameChanges,
    private readonly sources: LiveSources,
    private readonly logger: Logger,
    private readonly limits = { maxWatchers: MAX_STREAMS_PER_PROCESS, refreshMs: PRESENCE_REFRESH_MS },
  ) {}

  /** The game's live state now, then on each change, until `signal` aborts. */
  watchGame(gameId: number, signal: AbortSignal): AsyncGenerator<LiveGameResult> {
    return this.watch(gameId, signal, () => this.sources.liveGame(gameId)) as AsyncGenerator<LiveGameResult>;
  }

  /** The lobby's games now, then on each change of any game, until `signal` aborts. */
  watchLobby(signal: AbortSignal): AsyncGenerator<readonly GameView[]> {
    return this.watch('lobby', signal, () => this.sources.lobby()) as AsyncGenerator<readonly GameView[]>;
  }

  /** The newest draws across games now, then whenever they change, until `signal` aborts. */
  watchDraws(signal: AbortSignal): AsyncGenerator<readonly DrawEvent[]> {
    return this.watch('draws', signal, () => this.sources.draws()) as AsyncGenerator<readonly DrawEvent[]>;
  }

  /** Pages streaming now (tests check that a page that went away let go). */
  get size(): number {
    return this.watchers;
  }

  /** Ends every stream (the server is stopping). */
  close(): void {
    this.closed = true;
    for (const feed of this.feeds.values()) for (const watcher of feed.watchers) watcher.wake?.();
    this.stop();
  }

  private async *watch<V>(key: Key, signal: AbortSignal, compute: () => Promise<V>): AsyncGenerator<V> {
    if (this.closed || this.watchers >= this.limits.maxWatchers) throw new TooManyWatchers();
    const feed = this.feedOf(key, compute as () => Promise<Value>);
    const watcher = feed.watch() as Watcher<V>;
    this.watchers++;
    const onAbort = () => watcher.wake?.();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      while (!signal.aborted && !this.closed) {
        const value = watcher.latest;
        if (value !== undefined) {
          watcher.latest = undefined;
          yield value;
          continue;
        }
        await new Promise<void>((resolve) => {
          watcher.wake = resolve;
        });
        watcher.wake = null;
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
      feed.watchers.delete(watcher as Watcher<Value>);
      this.watchers--;
      if (feed.watchers.size === 0) this.feeds.delete(key);
      if (this.feeds.size === 0) this.stop();
    }
  }

  private feedOf(key: Key, compute: () => Promise<Value>) {
    const existing = this.feeds.get(key);
    if (existing) return existing;
    const feed = new LiveFeed(compute, (error) =>
      this.logger.warn({ err: error, feed: String(key) }, 'live update not computed'),
    );
    this.feeds.set(key, feed);
    this.start();
    return feed;
  }

  private start(): void {
    this.unsubscribe ??= this.changes.subscribe((change) => this.onChange(change));
    this.tick ??= setInterval(() => {
      for (const feed of this.feeds.values()) feed.refresh();
    }, this.limits.refreshMs);
    this.tick.unref?.();
  }

  private stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.tick !== null) clearInterval(this.tick);
    this.tick = null;
  }

  private onChange({ gameId }: GameChange): void {
    if (gameId === null) {
      for (const feed of this.feeds.values()) feed.refresh();
      return;
    }
    this.feeds.get(gameId)?.refresh();
    this.feeds.get('lobby')?.refresh();
    this.feeds.get('draws')?.refresh();
  }
}
