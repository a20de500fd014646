import type { GameView } from '../../application/games/game-view';
import { viewOf } from '../../application/games/game-view';
import { instantPrizesOfGames } from '../../application/games/instant-prize-views';
import { ListGames } from '../../application/games/list-games';
import { PRESENCE_WINDOW_MS, type PresenceTracker } from '../../application/games/ports/presence-tracker';
import type { Clock } from '../../application/shared/ports/clock';
import { gameStatus } from '../../domain/games/game';
import type { PublicReads } from '../persistence/public-reads';
import type { Repositories } from '../persistence/repositories';
import { type GameData, type GameReadCaches, nextStatusChange } from './game-read-caches';
import { sameCounts } from './same-counts';

interface LobbyViews {
  viewers: ReadonlyMap<number, number>;
  views: readonly GameView[];
}

/**
 * The lobby, the hottest read: its games read once per change (or when one starts or ends), their
 * live players once per LIVE_PLAYERS_CACHE_MS, and one answer shared by every request until either
 * differs. The array is shared: callers must not change it.
 */
export class CachedListGames extends ListGames {
  private readonly views = new WeakMap<readonly GameData[], LobbyViews>();

  /** `stores` for the class it stands in for; the games are read through `reads` (the standby, if fresh). */
  constructor(
    stores: Repositories,
    private readonly time: Clock,
    private readonly viewers: PresenceTracker,
    private readonly caches: GameReadCaches,
    private readonly reads: PublicReads,
  ) {
    super(stores.games, stores.numbers, time, viewers, stores);
  }

  override async execute(): Promise<readonly GameView[]> {
    const data = await this.caches.lobby.get('lobby', () => this.read());
    const counts = await this.caches.viewers.get('lobby', async () => ({
      value: await this.viewers.countViewers(
        data.map(({ game }) => game.id),
        new Date(this.time.now().getTime() - PRESENCE_WINDOW_MS),
      ),
      expiresAt: Number.POSITIVE_INFINITY,
    }));
    const known = this.views.get(data);
    if (known && (known.viewers === counts || sameCounts(known.viewers, counts))) {
      known.viewers = counts;
      return known.views;
    }
    const now = this.time.now();
    const views = data
      .map(({ game, numbersLeft, instantPrizes }) => ({
        ...viewOf(game, numbersLeft, now, counts.get(game.id) ?? 0),
        instantPrizes: instantPrizes ?? [],
      }))
      .filter((view) => view.status === 'live' || view.status === 'scheduled');
    this.views.set(data, { viewers: counts, views });
    return views;
  }

  private async read() {
    const now = this.time.now().getTime();
    const at = new Date(now);
    const { counted, instant } = await this.reads.run(async (stores) => {
      const games = await stores.games.list();
      const left = await stores.numbers.countAvailableByGame(games.map((game) => game.id));
      const counted = games.map((game) => ({ game, numbersLeft: left.get(game.id) ?? 0 }));
      const statuses = counted.map(({ game, numbersLeft }) => ({
        game,
        status: gameStatus(game, numbersLeft, at),
      }));
      return { counted, instant: await instantPrizesOfGames(stores, statuses) };
    });
    const data = counted.map((d) => ({ ...d, instantPrizes: instant.get(d.game.id) ?? [] }));
    return { value: data, expiresAt: Math.min(...data.map((d) => nextStatusChange(d, now)), Infinity) };
  }
}
