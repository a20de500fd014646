import { inject, injectable } from 'inversify';
import { type Game, gameStatus } from '../../domain/games/game';
import type { GameStatus } from '../../domain/games/game-status';
import type { Cents } from '../../domain/shared/money';
import type { GameRepository } from '../games';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, port, store } from '../shared/tokens';
import type { AnalyticsReadModel } from './ports/analytics-read-model';

const TOP_GAMES = 5;

interface TopGame {
  game: Game;
  status: GameStatus;
  numbersLeft: number;
  spins: number;
  revenueCents: Cents;
}

export interface DashboardStats {
  totalGames: number;
  /** Games live now (not scheduled, ended or complete). */
  activeGames: number;
  totalSpins: number;
  totalPrizeValueCents: Cents;
  /** Completed payments in the ledger (the 'Total Revenue' tile is measured: docs/rules/back-office.md, Dashboard). */
  totalRevenueCents: Cents;
  /** The first games by revenue, then spins, then newest. */
  topGames: TopGame[];
}

/**
 * The Overview tab's figures over every game not archived (docs/rules/back-office.md, Dashboard); each game's spins,
 * revenue and numbers left are the Analytics tab's per-game figures, so the two tabs agree.
 */
@injectable()
export class GetDashboardStats {
  constructor(
    @inject(store('games')) private readonly games: Pick<GameRepository, 'list'>,
    @inject(port('analytics')) private readonly figures: Pick<AnalyticsReadModel, 'gameActivity'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<DashboardStats> {
    const [games, activity] = await Promise.all([this.games.list(), this.figures.gameActivity()]);
    const byGame = new Map(activity.map((row) => [row.game.id, row]));
    const now = this.clock.now();
    const rows: TopGame[] = games.map((game) => {
      const { numbersLeft, spins, revenueCents } = byGame.get(game.id) ?? {
        numbersLeft: game.totalNumbers,
        spins: 0,
        revenueCents: 0,
      };
      return { game, status: gameStatus(game, numbersLeft, now), numbersLeft, spins, revenueCents };
    });
    const sum = (pick: (row: TopGame) => number) => rows.reduce((total, row) => total + pick(row), 0);
    // list() is newest first and the sort is stable, so ties keep the newest game first.
    const top = [...rows].sort((a, b) => b.revenueCents - a.revenueCents || b.spins - a.spins);
    return {
      totalGames: rows.length,
      activeGames: rows.filter((row) => row.status === 'live').length,
      totalSpins: sum((row) => row.spins),
      totalPrizeValueCents: sum((row) => row.game.prizeValueCents),
      totalRevenueCents: sum((row) => row.revenueCents),
      topGames: top.slice(0, TOP_GAMES),
    };
  }
}
