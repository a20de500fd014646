import type { GameStatus } from '../games/game-status';
import {
  addDays,
  type LocalDate,
  localDateOf,
  SITE_TIME_ZONE,
  startOfLocalDay,
  startOfMonth,
  startOfWeek,
} from '../shared/calendar';
import type { Cents } from '../shared/money';

/**
 * The back office's analytics, measured from the ledger, the claims and the accounts (docs/rules/back-office.md,
 * Analytics: no sample figures). Days, weeks and months are the operator's Eastern Time, the zone the
 * rules pages state; a week starts on Monday.
 */
const REPORTING_TIME_ZONE = SITE_TIME_ZONE;
/** The daily series covers today and the 89 days before it. */
const SERIES_DAYS = 90;
/**
 * A visit (the 'session' of average session duration) is a player's run of requests with no gap
 * longer than this; it lasts from its first request to its last (presence is written every 15 s at
 * most, so a visit is timed to within 15 s; a visit of one request lasts 0 s). A visit counts once it
 * has ended (no request for this long) and if its last request fell in the last 7 days. Sign-in
 * sessions last up to 30 days across many visits, so they are not what is averaged.
 */
export const VISIT_IDLE_MS = 30 * 60_000;
/** Weekly active players and retention compare windows of this many days, today included. */
const ACTIVITY_WINDOW_DAYS = 7;

/** One day's activity. A spin is a claim; it counts on the day it was made. */
export interface DayActivity {
  /**
   * Completed payments in the ledger on the day they completed, less the refunds confirmed that day
   * (net: a day of refunds may be below zero).
   */
  revenueCents: Cents;
  /** Refunds the gateway confirmed that day (a cancelled game's charges given back). */
  refundedCents: Cents;
  /** Spins settled as entries (paid or free). */
  spins: number;
  /** Accounts registered. */
  newPlayers: number;
  /** Players who spun (any spin, whatever its payment's outcome). */
  activePlayers: number;
}

interface DayFigures extends DayActivity {
  date: LocalDate;
}

/**
 * All-time sums. Erased accounts are not registered players; their payments stay revenue. Revenue is
 * net of confirmed refunds (a refund still pending or failed is not subtracted yet).
 */
export interface LedgerTotals {
  revenueCents: Cents;
  /** Refunds the gateway confirmed. */
  refundedCents: Cents;
  paidSpins: number;
  freeSpins: number;
  registeredPlayers: number;
  /** Registered players (not erased) with at least one completed payment. */
  registeredPayingPlayers: number;
  /** Every player with a completed payment, erased accounts included (for revenue per player). */
  payingPlayers: number;
}

/** Players who spun in the last 7 days, and how many of the 7 days before came back in them. */
export interface Engagement {
  activePlayers: number;
  previousActivePlayers: number;
  returningPlayers: number;
}

interface GamePerformance {
  gameId: number;
  emoji: string;
  name: string;
  status: GameStatus;
  /** Players with a settled entry (paid or free) in the game. */
  players: number;
  spins: number;
  /** Net of its confirmed refunds. */
  revenueCents: Cents;
  refundedCents: Cents;
}

/** The days reported and the instants between them: day i runs from bounds[i] to bounds[i + 1]. */
export interface ReportingPeriod {
  timeZone: string;
  today: LocalDate;
  days: LocalDate[];
  bounds: Date[];
}

export function reportingPeriod(now: Date, timeZone = REPORTING_TIME_ZONE): ReportingPeriod {
  const today = localDateOf(now, timeZone);
  const days = Array.from({ length: SERIES_DAYS }, (_, i) => addDays(today, i - SERIES_DAYS + 1));
  const bounds = [...days, addDays(today, 1)].map((day) => startOfLocalDay(day, timeZone));
  return { timeZone, today, days, bounds };
}

/** The last 7 days (today included) and the 7 days before them. */
export function activityWindows(period: ReportingPeriod) {
  const at = (daysBack: number) => period.bounds[period.bounds.length - 1 - daysBack] as Date;
  return {
    previous: { from: at(2 * ACTIVITY_WINDOW_DAYS), to: at(ACTIVITY_WINDOW_DAYS) },
    current: { from: at(ACTIVITY_WINDOW_DAYS), to: at(0) },
  };
}

/** part / whole in percent with two decimals; null when there is no whole to divide by. */
function ratePercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part * 10_000) / whole) / 100 : null;
}

/** The processing fee on an amount: the setting's percent (two decimals at most), rounded to the cent. */
function processingFee(cents: Cents, feePercent: number): Cents {
  return Math.round((cents * Math.round(feePercent * 100)) / 10_000);
}

export interface Analytics {
  timeZone: string;
  today: LocalDate;
  revenue: {
    totalCents: Cents;
    todayCents: Cents;
    yesterdayCents: Cents;
    /** Since Monday. */
    weekCents: Cents;
    /** Since the 1st. */
    monthCents: Cents;
    /** Today against yesterday in percent; null when yesterday had none. */
    todayGrowthPercent: number | null;
    processingFeePercent: number;
    processingFeesCents: Cents;
    netCents: Cents;
    /** Total revenue per paying player; null before the first payment. */
    perPayingPlayerCents: Cents | null;
    /** Refunds confirmed, all time (already taken out of every revenue figure). */
    refundsCents: Cents;
  };
  spins: { total: number; paid: number; free: number };
  players: {
    registered: number;
    paying: number;
    /** Registered players who ever paid, in percent of registered players. */
    conversionRatePercent: number | null;
    dailyActive: number;
    weeklyActive: number;
    /** Of the players active in the 7 days before the last 7, the percent active again in the last 7. */
    retentionRatePercent: number | null;
    /** The average ended visit of the last 7 days in whole seconds; null when there was none. */
    avgSessionSeconds: number | null;
    /** How many visits that average is over. */
    sessions: number;
  };
  games: GamePerformance[];
  daily: DayFigures[];
}

export interface MeasuredActivity {
  period: ReportingPeriod;
  days: readonly DayActivity[];
  totals: LedgerTotals;
  engagement: Engagement;
  /** Ended visits of the last 7 days (VISIT_IDLE_MS). */
  visits: { visits: number; totalMs: number };
  games: GamePerformance[];
  processingFeePercent: number;
}

export function summariseAnalytics(measured: MeasuredActivity): Analytics {
  const { period, totals, engagement, processingFeePercent } = measured;
  const daily = period.days.map((date, i) => ({ date, ...(measured.days[i] as DayActivity) }));
  const revenueSince = (first: LocalDate) =>
    daily.filter((day) => day.date >= first).reduce((sum, day) => sum + day.revenueCents, 0);
  const revenueOn = (date: LocalDate) => daily.find((day) => day.date === date)?.revenueCents ?? 0;
  const todayCents = revenueOn(period.today);
  const yesterdayCents = revenueOn(addDays(period.today, -1));
  const fees = processingFee(totals.revenueCents, processingFeePercent);
  return {
    timeZone: period.timeZone,
    today: period.today,
    revenue: {
      totalCents: totals.revenueCents,
      todayCents,
      yesterdayCents,
      weekCents: revenueSince(startOfWeek(period.today)),
      monthCents: revenueSince(startOfMonth(period.today)),
      todayGrowthPercent: ratePercent(todayCents - yesterdayCents, yesterdayCents),
      processingFeePercent,
      processingFeesCents: fees,
      netCents: totals.revenueCents - fees,
      perPayingPlayerCents:
        totals.payingPlayers > 0 ? Math.round(totals.revenueCents / totals.payingPlayers) : null,
      refundsCents: totals.refundedCents,
    },
    spins: { total: totals.paidSpins + totals.freeSpins, paid: totals.paidSpins, free: totals.freeSpins },
    players: {
      registered: totals.registeredPlayers,
      paying: totals.registeredPayingPlayers,
      conversionRatePercent: ratePercent(totals.registeredPayingPlayers, totals.registeredPlayers),
      dailyActive: daily.at(-1)?.activePlayers ?? 0,
      weeklyActive: engagement.activePlayers,
      retentionRatePercent: ratePercent(engagement.returningPlayers, engagement.previousActivePlayers),
      avgSessionSeconds:
        measured.visits.visits > 0
          ? Math.round(measured.visits.totalMs / measured.visits.visits / 1000)
          : null,
      sessions: measured.visits.visits,
    },
    games: measured.games,
    daily,
  };
}
