import type { EntryCheck, EntryStatus } from '../../../../domain/fairness/verify-fairness';
import { list } from '../../../ui/page.css';
import * as styles from './fairness.css';
import { formatLogInstant } from './instant';
import { logEntryTitle } from './log-entry-text';

export const STATUS_LABEL: Record<EntryStatus, string> = {
  checked: 'Checked',
  failed: 'Failed',
  unverified: 'Awaiting seed',
};

function Entry({ check, mine }: { check: EntryCheck; mine: boolean }) {
  const { entry, status } = check;
  return (
    <li
      className={styles.entry[status]}
      data-entry={check.position}
      data-status={status}
      data-mine={mine || undefined}
    >
      <div className={styles.entryHead}>
        <span className={styles.entryTitle}>
          #{check.position} {logEntryTitle(entry)}
        </span>
        <span className={styles.badge[status]}>{STATUS_LABEL[status]}</span>
      </div>
      <span className={styles.entryMeta}>
        <time dateTime={entry.at}>{formatLogInstant(entry.at)}</time>
        {entry.type === 'claim' ? (
          <>
            {' · client seed '}
            <code className={styles.hash}>{entry.clientSeed}</code>
          </>
        ) : null}
        {check.candidateCount !== null ? ` · picked among ${check.candidateCount}` : null}
      </span>
      <span className={styles.entryMeta}>
        hash <code className={styles.hash}>{entry.hash}</code>
      </span>
      {check.problems.length > 0 ? (
        <ul className={styles.problems} aria-label={`Problems with entry ${check.position}`}>
          {check.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Every log entry with its own check, in log order; the spins `mine` names marked as the reader's. */
export function LogEntries({
  entries,
  mine = [],
}: {
  entries: readonly EntryCheck[];
  mine?: readonly number[];
}) {
  if (entries.length === 0) return <p className={styles.detail}>No spin has been made in this game yet.</p>;
  return (
    <ol className={list} aria-label="Log entries">
      {entries.map((check) => (
        <Entry
          key={check.position}
          check={check}
          mine={check.entry.type === 'claim' && mine.includes(check.entry.spin)}
        />
      ))}
    </ol>
  );
}
