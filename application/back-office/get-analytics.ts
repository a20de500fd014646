import { inject, injectable } from 'inversify';
import {
  type Analytics,
  activityWindows,
  reportingPeriod,
  summariseAnalytics,
  VISIT_IDLE_MS,
} from '../../domain/back-office/analytics';
import { gameStatus } from '../../domain/games/game';
import type { PresenceTracker } from '../games';
import type { Clock } from '../shared/ports/clock';
import type { SettingsStore } from '../shared/ports/settings-store';
import { CLOCK, port, SETTINGS } from '../shared/tokens';
import type { AnalyticsReadModel } from './ports/analytics-read-model';

/**
 * The Analytics tab's figures and daily series, all measured (docs/rules/back-office.md, Analytics): revenue from the
 * ledger, spins from the claims, players from the accounts; net revenue after the fee setting.
 */
@injectable()
export class GetAnalytics {
  constructor(
    @inject(port('analytics')) private readonly figures: AnalyticsReadModel,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(port('presence')) private readonly presence: Pick<PresenceTracker, 'endedVisits'>,
  ) {}

  async execute(): Promise<Analytics> {
    const now = this.clock.now();
    const period = reportingPeriod(now);
    const windows = activityWindows(period);
    const idleSince = new Date(now.getTime() - VISIT_IDLE_MS);
    const [days, totals, engagement, games, feePercent, visits] = await Promise.all([
      this.figures.dailyActivity(period.bounds),
      this.figures.ledgerTotals(),
      this.figures.engagement(windows.previous, windows.current),
      this.figures.gameActivity(),
      this.settings.get('paymentProcessingFeePercent'),
      this.presence.endedVisits(windows.current.from, idleSince),
    ]);
    return summariseAnalytics({
      period,
      days,
      totals,
      engagement,
      visits,
      processingFeePercent: feePercent,
      games: games.map(({ game, numbersLeft, players, spins, revenueCents, refundedCents }) => ({
        gameId: game.id,
        emoji: game.emoji,
        name: game.name,
        status: gameStatus(game, numbersLeft, now),
        players,
        spins,
        revenueCents,
        refundedCents,
      })),
    });
  }
}
