import { inject, injectable } from 'inversify';
import {
  type Achievement,
  type AchievementSummary,
  achievementSummary,
  achievementsFor,
} from '../../domain/play/achievements';
import { GetPlayerStats } from './get-player-stats';

export interface PlayerAchievements {
  achievements: Achievement[];
  summary: AchievementSummary;
}

/** The nine achievements, computed from the player's stats every time (never stored). */
@injectable()
export class GetAchievements {
  constructor(@inject(GetPlayerStats) private readonly stats: GetPlayerStats) {}

  async execute(userId: number): Promise<PlayerAchievements> {
    const achievements = achievementsFor(await this.stats.execute(userId));
    return { achievements, summary: achievementSummary(achievements) };
  }
}
