import type { PlayerStats } from './player-stats';

type AchievementCategory = 'spins' | 'spending' | 'wins';

/** Computed from stats every time, never stored. Spending targets and progress are in dollars. */
export interface Achievement {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  target: number;
  /** Progress toward the target, never above it. */
  current: number;
  completed: boolean;
  /** The badge the achievement earns (no perk the product does not have). */
  reward: string;
}

interface Definition {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  target: number;
  measure: (stats: PlayerStats) => number;
  /** The badge's name when it is not the title (docs/rules/play.md, Achievements). */
  badge?: string;
}

const spins = (s: PlayerStats) => s.totalSpins;
const dollarsSpent = (s: PlayerStats) => s.totalSpentCents / 100;
const wins = (s: PlayerStats) => s.totalWins;

/**
 * The nine achievements of docs/rules/play.md, Achievements, in its order. Each rewards a badge named after
 * it: no perk (bonus credit, discount, voucher, access) exists behind it.
 */
const DEFINITIONS: readonly Definition[] = [
  {
    id: 'first-spin',
    title: 'First Spin',
    description: 'Spin the wheel for the first time',
    category: 'spins',
    target: 1,
    measure: spins,
  },
  {
    id: 'spin-master',
    title: 'Spin Master',
    description: 'Spin the wheel 10 times',
    category: 'spins',
    target: 10,
    measure: spins,
  },
  {
    id: 'spin-legend',
    title: 'Spin Legend',
    description: 'Spin the wheel 50 times',
    category: 'spins',
    target: 50,
    measure: spins,
    // A "VIP" badge only: there is no VIP status.
    badge: 'VIP',
  },
  // "totalSpent above 0": one cent is the smallest amount above zero.
  {
    id: 'first-purchase',
    title: 'First Purchase',
    description: 'Make your first paid spin',
    category: 'spending',
    target: 0.01,
    measure: dollarsSpent,
  },
  {
    id: 'big-spender',
    title: 'Big Spender',
    description: 'Spend $100 in total',
    category: 'spending',
    target: 100,
    measure: dollarsSpent,
  },
  {
    id: 'high-roller',
    title: 'High Roller',
    description: 'Spend $500 in total',
    category: 'spending',
    target: 500,
    measure: dollarsSpent,
  },
  {
    id: 'lucky-beginner',
    title: 'Lucky Beginner',
    description: 'Win your first prize',
    category: 'wins',
    target: 1,
    measure: wins,
    // Its badge is "Winner"; the achievement named Winner earns "Five-Time Winner".
    badge: 'Winner',
  },
  {
    id: 'winner',
    title: 'Winner',
    description: 'Win 5 prizes',
    category: 'wins',
    target: 5,
    measure: wins,
    badge: 'Five-Time Winner',
  },
  {
    id: 'free-spirit',
    title: 'Free Spirit',
    description: 'Play 3 free spins',
    category: 'spins',
    target: 3,
    measure: (s) => s.freeSpins,
  },
];

export function achievementsFor(stats: PlayerStats): Achievement[] {
  return DEFINITIONS.map(({ measure, badge, ...definition }) => {
    const value = Math.max(0, measure(stats));
    return {
      ...definition,
      current: Math.min(value, definition.target),
      completed: value >= definition.target,
      reward: `${badge ?? definition.title} badge`,
    };
  });
}

/** Progress of one achievement as a whole percent from 0 to 100. */
export function achievementProgressPercent(achievement: Pick<Achievement, 'current' | 'target'>): number {
  const percent = Math.floor((achievement.current / achievement.target) * 100);
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}

export interface AchievementSummary {
  completed: number;
  total: number;
  /** Completed over total, as a whole percent. */
  progressPercent: number;
  /**
   * The title of the first incomplete achievement that is not about spending, or null when none is
   * left ('All Complete!'): the page never sets spending more as a goal.
   */
  nextGoal: string | null;
}

/** Spending achievements are shown as done or not, never as a goal to spend toward. */
const isSpendingGoal = (achievement: Pick<Achievement, 'category'>) => achievement.category === 'spending';

/** The /achievements header: Completed, Progress and Next Goal. */
export function achievementSummary(achievements: readonly Achievement[]): AchievementSummary {
  const completed = achievements.filter((a) => a.completed).length;
  const total = achievements.length;
  return {
    completed,
    total,
    progressPercent: total === 0 ? 100 : Math.floor((completed / total) * 100),
    nextGoal: achievements.find((a) => !a.completed && !isSpendingGoal(a))?.title ?? null,
  };
}
