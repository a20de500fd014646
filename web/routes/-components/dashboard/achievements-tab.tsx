import { Spinner } from '../../../ui/spinner';
import { AchievementCard } from '../history/achievement-card';
import * as history from '../history/history.css';
import { useAchievements } from '../history/history-queries';
import * as styles from './dashboard.css';

/** The Achievements tab: the /achievements page's cards, in one list. */
export function AchievementsTab() {
  const achievements = useAchievements();
  return (
    <section className={styles.card} aria-labelledby="achievements-title">
      <h2 id="achievements-title" className={styles.sectionTitle}>
        Achievements
      </h2>
      {achievements.isPending ? (
        <Spinner label="Loading achievements..." />
      ) : achievements.isError ? (
        <p className={styles.muted}>Your achievements could not be loaded. Press Refresh to try again.</p>
      ) : (
        <ul className={history.list}>
          {achievements.data.achievements.map((a) => (
            <li key={a.id}>
              <AchievementCard achievement={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
