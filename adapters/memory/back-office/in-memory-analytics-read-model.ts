import type {
  AnalyticsReadModel,
  GameActivity,
  Interval,
} from '../../../application/back-office/ports/analytics-read-model';
import type { DayActivity, Engagement, LedgerTotals } from '../../../domain/back-office/analytics';
import type { NumberClaim } from '../../../domain/play/number-claim';
import type { InMemoryStore } from '../in-memory-store';

const within = (at: Date, from: Date, to: Date) => at >= from && at < to;
const isEntry = (claim: NumberClaim) => claim.status === 'paid' || claim.status === 'free';
const sumOf = (rows: readonly { amountCents: number }[]) =>
  rows.reduce((sum, row) => sum + row.amountCents, 0);

/** The analytics' sums over the in-memory store, counted as the SQL of the PostgreSQL adapter does. */
export class InMemoryAnalyticsReadModel implements AnalyticsReadModel {
  constructor(private readonly store: InMemoryStore) {}

  async dailyActivity(bounds: readonly Date[]): Promise<DayActivity[]> {
    const claims = [...this.store.claims.values()];
    const payments = [...this.store.payments.values()];
    const users = [...this.store.users.values()];
    const refunded = this.refunded();
    return bounds.slice(0, -1).map((from, i) => {
      const to = bounds[i + 1] as Date;
      const spun = claims.filter((claim) => within(claim.createdAt, from, to));
      const refundedCents = sumOf(refunded.filter((r) => r.refundedAt && within(r.refundedAt, from, to)));
      return {
        revenueCents:
          sumOf(payments.filter((payment) => within(payment.createdAt, from, to))) - refundedCents,
        refundedCents,
        spins: spun.filter(isEntry).length,
        newPlayers: users.filter((user) => within(user.createdAt, from, to)).length,
        activePlayers: this.playersIn(spun).size,
      };
    });
  }

  async ledgerTotals(): Promise<LedgerTotals> {
    const claims = [...this.store.claims.values()];
    const payers = this.playersIn(
      [...this.store.payments.keys()].flatMap((claimId) => this.store.claims.get(claimId) ?? []),
    );
    const registered = (id: number) => this.store.users.has(id) && !this.store.erasedUsers.has(id);
    const refundedCents = sumOf(this.refunded());
    return {
      revenueCents: sumOf([...this.store.payments.values()]) - refundedCents,
      refundedCents,
      paidSpins: claims.filter((claim) => claim.status === 'paid').length,
      freeSpins: claims.filter((claim) => claim.status === 'free').length,
      registeredPlayers: [...this.store.users.keys()].filter(registered).length,
      registeredPayingPlayers: [...payers].filter(registered).length,
      payingPlayers: payers.size,
    };
  }

  async engagement(previous: Interval, current: Interval): Promise<Engagement> {
    const claims = [...this.store.claims.values()];
    const activeIn = ({ from, to }: Interval) =>
      this.playersIn(claims.filter((claim) => within(claim.createdAt, from, to)));
    const now = activeIn(current);
    const before = activeIn(previous);
    return {
      activePlayers: now.size,
      previousActivePlayers: before.size,
      returningPlayers: [...before].filter((id) => now.has(id)).length,
    };
  }

  async gameActivity(): Promise<GameActivity[]> {
    const claims = [...this.store.claims.values()];
    const rows = [...this.store.games.values()].map(({ game, taken }): GameActivity => {
      const entries = claims.filter((claim) => claim.gameId === game.id && isEntry(claim));
      const paidCents = claims
        .filter((claim) => claim.gameId === game.id)
        .reduce((sum, claim) => sum + (this.store.payments.get(claim.id)?.amountCents ?? 0), 0);
      const refundedCents = sumOf(this.refunded().filter((r) => r.gameId === game.id));
      return {
        game,
        numbersLeft: game.totalNumbers - taken.size,
        players: this.playersIn(entries).size,
        spins: entries.length,
        revenueCents: paidCents - refundedCents,
        refundedCents,
      };
    });
    return rows.sort((a, b) => b.revenueCents - a.revenueCents || b.spins - a.spins || b.game.id - a.game.id);
  }

  /** Refunds the gateway confirmed: only those come off revenue. */
  private refunded() {
    return [...this.store.refunds.values()].filter((refund) => refund.status === 'refunded');
  }

  private playersIn(claims: readonly NumberClaim[]): Set<number> {
    return new Set(claims.flatMap((claim) => (claim.userId === null ? [] : [claim.userId])));
  }
}
