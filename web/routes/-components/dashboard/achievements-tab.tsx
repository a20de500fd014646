import { trpc } from '../../../lib/trpc';
import { ProgressBar } from '../../../ui/progress-bar';
import { Spinner } from '../../../ui/spinner';
import * as styles from './dashboard.css';
import { POLL_MS } from './overview-tab';

export function AchievementsTab() {
  const achievements = trpc.account.achievements.useQuery(undefined, {
    refetchInterval: POLL_MS,
    staleTime: 30_000,
  });
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
        <ul className={styles.list}>
          {achievements.data.achievements.map((a) => (
            <li key={a.id} className={styles.row}>
              <div className={styles.rowMain} style={{ flex: 1 }}>
                <strong>{a.title}</strong>
                <span className={styles.muted}>{a.description}</span>
                <ProgressBar
                  label={`${a.title} progress`}
                  value={a.target > 0 ? (Math.min(a.current, a.target) / a.target) * 100 : 0}
                />
                <span className={styles.muted}>Reward: {a.reward}</span>
              </div>
              {a.completed ? <span className={styles.badge.success}>Completed</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
