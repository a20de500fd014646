import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  achievementProgressPercent,
  achievementSummary,
  achievementsFor,
} from '../../domain/play/achievements';
import type { PlayerStats } from '../../domain/play/player-stats';
import { statsArb } from '../arbitraries/stats';

const none: PlayerStats = { totalSpins: 0, totalWins: 0, totalSpentCents: 0, freeSpins: 0 };
const byId = (stats: PlayerStats) => Object.fromEntries(achievementsFor(stats).map((a) => [a.id, a]));

describe('achievements', () => {
  it('are the nine of the rules, in order, each rewarded with a badge', () => {
    const list = achievementsFor(none);
    expect(list.map((a) => [a.title, a.category, a.target])).toEqual([
      ['First Spin', 'spins', 1],
      ['Spin Master', 'spins', 10],
      ['Spin Legend', 'spins', 50],
      ['First Purchase', 'spending', 0.01],
      ['Big Spender', 'spending', 100],
      ['High Roller', 'spending', 500],
      ['Lucky Beginner', 'wins', 1],
      ['Winner', 'wins', 5],
      ['Free Spirit', 'spins', 3],
    ]);
    // A badge, never a perk: docs/rules/play.md, Achievements ("Winner", VIP).
    expect(list.map((a) => a.reward)).toEqual([
      'First Spin badge',
      'Spin Master badge',
      'VIP badge',
      'First Purchase badge',
      'Big Spender badge',
      'High Roller badge',
      'Winner badge',
      'Five-Time Winner badge',
      'Free Spirit badge',
    ]);
  });

  it('an achievement is completed exactly when its progress reaches the target', () => {
    fc.assert(
      fc.property(statsArb, (stats) => {
        for (const a of achievementsFor(stats)) {
          expect(a.current).toBeGreaterThanOrEqual(0);
          expect(a.current).toBeLessThanOrEqual(a.target);
          expect(a.completed).toBe(a.current === a.target);
        }
      }),
    );
  });

  it('more play never takes an achievement away', () => {
    fc.assert(
      fc.property(statsArb, statsArb, (a, extra) => {
        const more: PlayerStats = {
          totalSpins: a.totalSpins + extra.totalSpins,
          totalWins: a.totalWins + extra.totalWins,
          totalSpentCents: a.totalSpentCents + extra.totalSpentCents,
          freeSpins: a.freeSpins + extra.freeSpins,
        };
        const after = byId(more);
        for (const before of achievementsFor(a)) {
          if (before.completed) expect(after[before.id]?.completed).toBe(true);
        }
      }),
    );
  });

  it('spending is counted in dollars: any purchase, then $100, then $500', () => {
    const at = (cents: number) => byId({ ...none, totalSpentCents: cents });
    expect(at(0)['first-purchase']?.completed).toBe(false);
    expect(at(1)['first-purchase']?.completed).toBe(true);
    expect(at(9_999)['big-spender']).toMatchObject({ current: 99.99, completed: false });
    expect(at(10_000)['big-spender']?.completed).toBe(true);
    expect(at(50_000)['high-roller']?.completed).toBe(true);
  });

  it('thresholds: 1, 10 and 50 spins; 1 and 5 wins; 3 free spins', () => {
    const s = byId({ totalSpins: 10, totalWins: 4, totalSpentCents: 0, freeSpins: 3 });
    expect([s['first-spin'], s['spin-master'], s['spin-legend']].map((a) => a?.completed)).toEqual([
      true,
      true,
      false,
    ]);
    expect([s['lucky-beginner'], s.winner].map((a) => a?.completed)).toEqual([true, false]);
    expect(s['free-spirit']?.completed).toBe(true);
  });

  it('the summary counts completed ones and names the first incomplete one not about spending as next goal', () => {
    fc.assert(
      fc.property(statsArb, (stats) => {
        const list = achievementsFor(stats);
        const summary = achievementSummary(list);
        expect(summary.total).toBe(9);
        expect(summary.completed).toBe(list.filter((a) => a.completed).length);
        expect(summary.nextGoal).toBe(
          list.find((a) => !a.completed && a.category !== 'spending')?.title ?? null,
        );
        for (const a of list) expect(achievementProgressPercent(a)).toBeLessThanOrEqual(100);
      }),
    );
    expect(achievementSummary(achievementsFor(none))).toMatchObject({ completed: 0, nextGoal: 'First Spin' });
    // Every spin goal reached: the next goal is a win, never 'First Purchase' or 'Big Spender'.
    expect(achievementSummary(achievementsFor({ ...none, totalSpins: 50 })).nextGoal).toBe('Lucky Beginner');
  });
});
