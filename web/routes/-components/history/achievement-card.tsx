import { ProgressBar } from '../../../ui/progress-bar';
import * as styles from './history.css';
import type { AchievementOut } from './history-types';

/** '3 of 10' (spending achievements have no progress shown). */
function progressLabel({ current, target }: AchievementOut): string {
  return `${Math.min(current, target)} of ${target}`;
}

/** One achievement: title, 'Completed', description, progress bar and its reward line (a badge). */
export function AchievementCard({ achievement }: { achievement: AchievementOut }) {
  const percent = achievement.target > 0 ? (achievement.current / achievement.target) * 100 : 0;
  return (
    <article className={styles.achievement} aria-label={achievement.title}>
      <div className={styles.achievementTop}>
        <h3 className={styles.achievementTitle}>{achievement.title}</h3>
        {achievement.completed ? <span className={styles.badge.done}>Completed</span> : null}
      </div>
      <p className={styles.muted}>{achievement.description}</p>
      {achievement.category === 'spending' ? (
        // No bar toward spending more: a spending achievement is only done or not.
        <p className={styles.muted}>{achievement.completed ? 'Done' : 'Not reached'}</p>
      ) : (
        <ProgressBar
          label={progressLabel(achievement)}
          value={achievement.completed ? 100 : Math.floor(percent)}
        />
      )}
      <p className={styles.reward}>Reward: {achievement.reward}</p>
    </article>
  );
}
