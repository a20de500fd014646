import type { GameView } from '../../application/games/game-view';
import { viewOf } from '../../application/games/game-view';
import { GetGame } from '../../application/games/get-game';
import { instantPrizesOfGames } from '../../application/games/instant-prize-views';
import { PRESENCE_WINDOW_MS, type PresenceTracker } from '../../application/games/ports/presence-tracker';
import { findPublicWinner, mayHaveWinner } from '../../application/games/public-winner';
import type { Clock } from '../../application/shared/ports/clock';
import { gameStatus } from '../../domain/games/game';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PublicReads } from '../persistence/public-reads';
import type { Repositories } from '../persistence/repositories';
import { type GameData, type GameReadCaches, nextStatusChange, unkept } from './game-read-caches';

/**
 * A game page's game: read once per change of the game (or when it starts or ends), its live
 * players once per LIVE_PLAYERS_CACHE_MS; the same view object for every request until either
 * differs, so the edge serialises it once.
 */
export class CachedGetGame extends GetGame {
  private readonly views = new WeakMap<GameData, { viewers: number; view: GameView }>();

  /** `stores` for the class it stands in for; the game is read through `reads` (the standby, if fresh). */
  constructor(
    stores: Repositories,
    private readonly time: Clock,
    private readonly viewersOf: PresenceTracker,
    private readonly caches: GameReadCaches,
    private readonly reads: PublicReads,
  ) {
    super(stores.games, stores.numbers, time, viewersOf, stores);
  }

  override async execute(id: number): Promise<Result<GameView, DomainError>> {
    const data = await this.caches.games.get(id, () => this.read(id));
    if (!data) return err(gameNotFound());
    // Only known games get a live-player entry: unknown ids cannot fill the cache.
    const counts = await this.caches.viewers.get(id, async () => ({
      value: await this.viewersOf.countViewers(
        [id],
        new Date(this.time.now().getTime() - PRESENCE_WINDOW_MS),
      ),
      expiresAt: Number.POSITIVE_INFINITY,
    }));
    const viewers = counts.get(id) ?? 0;
    const known = this.views.get(data);
    if (known?.viewers === viewers) return ok(known.view);
    const view = {
      ...viewOf(data.game, data.numbersLeft, this.time.now(), viewers, data.winner ?? null),
      instantPrizes: data.instantPrizes ?? [],
    };
    this.views.set(data, { viewers, view });
    return ok(view);
  }

  private read(id: number) {
    const now = this.time.now().getTime();
    return this.reads.run(async (stores) => {
      const game = await stores.games.findById(id);
      if (!game) return unkept(null);
      const numbersLeft = await stores.numbers.countAvailable(id);
      // A draw is a change of its game (the winners table notifies), which drops this answer.
      const status = gameStatus(game, numbersLeft, new Date(now));
      const winner = mayHaveWinner(status) ? await findPublicWinner(stores, id) : null;
      const instant = await instantPrizesOfGames(stores, [{ game, status }]);
      const data = { game, numbersLeft, winner, instantPrizes: instant.get(id) ?? [] };
      return { value: data, expiresAt: nextStatusChange(data, now) };
    });
  }
}
