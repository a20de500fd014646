import { formatCents, toCents } from '../../../lib/cents';
import { ProgressBar } from '../../../ui/progress-bar';
import * as styles from './history.css';
import type { AchievementOut } from './history-types';

/** '3 of 10', or for spending goals (in dollars) '$37.00 of $100.00'. */
function progressLabel({ category, current, target }: AchievementOut): string {
  const shown = Math.min(current, target);
  if (category !== 'spending') return `${shown} of ${target}`;
  return `${formatCents(toCents(shown))} of ${formatCents(toCents(target))}`;
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
      <ProgressBar
        label={progressLabel(achievement)}
        value={achievement.completed ? 100 : Math.floor(percent)}
      />
      <p className={styles.reward}>Reward: {achievement.reward}</p>
    </article>
  );
}
