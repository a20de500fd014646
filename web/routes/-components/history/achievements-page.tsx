import { useDocumentTitle } from '../../../lib/document-title';
import { LinkButton } from '../../../ui/link-button';
import { AchievementCard } from './achievement-card';
import * as styles from './history.css';
import { HistoryPage, QueryStates, SummaryCard } from './history-page';
import { useAchievements } from './history-queries';
import type { AchievementOut } from './history-types';

/** /achievements (docs/rules/play.md, Achievements): the nine achievements computed from the player's stats. */
export function AchievementsPage() {
  useDocumentTitle('Achievements');
  const query = useAchievements();

  return (
    <HistoryPage
      title="Achievements"
      subtitle="Goals you reach by playing, and the badge each one earns."
      onRefresh={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      <QueryStates
        query={query}
        loadingLabel="Loading Achievements..."
        errorTitle="Could Not Load Achievements"
      >
        {() => {
          const { achievements, summary } = query.data ?? {
            achievements: [],
            summary: { completed: 0, total: 0, progressPercent: 0, nextGoal: null },
          };
          const completed = achievements.filter((a) => a.completed);
          const inProgress = achievements.filter((a) => !a.completed);
          return (
            <>
              <dl className={`${styles.summary} ${styles.summaryThree}`}>
                <SummaryCard label="Completed" value={`${summary.completed}/${summary.total}`} />
                <SummaryCard label="Progress" value={`${Math.min(100, summary.progressPercent)}%`} />
                <SummaryCard
                  label="Next Goal"
                  value={summary.nextGoal ?? (summary.completed === summary.total ? 'All Complete!' : 'None')}
                />
              </dl>
              <div className={styles.twoColumns}>
                <AchievementSection
                  id="completed-achievements"
                  title="Completed Achievements"
                  items={completed}
                  empty="None yet: your first spin completes 'First Spin'."
                />
                <AchievementSection
                  id="in-progress-achievements"
                  title="In Progress"
                  items={inProgress}
                  empty="Every achievement is complete. Well played!"
                />
              </div>
              <div className={styles.centred}>
                <p className={styles.muted}>
                  {inProgress.length === 0
                    ? 'All Complete! New games are waiting for you.'
                    : 'Every spin brings you closer to your next goal.'}
                </p>
                <LinkButton href="/games">Keep Playing</LinkButton>
              </div>
            </>
          );
        }}
      </QueryStates>
    </HistoryPage>
  );
}

function AchievementSection({
  id,
  title,
  items,
  empty,
}: {
  id: string;
  title: string;
  items: AchievementOut[];
  empty: string;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((achievement) => (
            <li key={achievement.id}>
              <AchievementCard achievement={achievement} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
