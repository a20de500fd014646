import type { HashedEntry } from '../../../../domain/fairness/fairness-log';
import type { EntryCheck, EntryStatus } from '../../../../domain/fairness/verify-fairness';
import { list } from '../../../ui/page.css';
import * as styles from './fairness.css';
import { formatLogInstant } from './instant';

export const STATUS_LABEL: Record<EntryStatus, string> = {
  checked: 'Checked',
  failed: 'Failed',
  unverified: 'Awaiting seed',
};

function titleOf(entry: HashedEntry): string {
  if (entry.type === 'claim') {
    const instant = entry.instant === undefined ? '' : `, instant prize ${entry.instant}`;
    return `Spin ${entry.spin}: ${entry.kind} claim of number ${entry.number}${instant}`;
  }
  if (entry.type === 'release') return `Number ${entry.number} returned to the pool`;
  if (entry.type === 'setaside') return `Set aside: number ${entry.number}, reason: ${entry.detail}`;
  if (entry.type === 'pick') return `Operator's pick: number ${entry.number}, reason: ${entry.detail}`;
  if (entry.type === 'edit') return `Game edited: ${entry.detail}`;
  if (entry.type === 'cancel') return `Game cancelled, reason: ${entry.detail}`;
  return `Draw: winning number ${entry.number}`;
}

function Entry({ check }: { check: EntryCheck }) {
  const { entry, status } = check;
  return (
    <li className={styles.entry[status]} data-entry={check.position} data-status={status}>
      <div className={styles.entryHead}>
        <span className={styles.entryTitle}>
          #{check.position} {titleOf(entry)}
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

/** Every log entry with its own check, in log order. */
export function LogEntries({ entries }: { entries: readonly EntryCheck[] }) {
  if (entries.length === 0) return <p className={styles.detail}>No spin has been made in this game yet.</p>;
  return (
    <ol className={list} aria-label="Log entries">
      {entries.map((check) => (
        <Entry key={check.position} check={check} />
      ))}
    </ol>
  );
}
