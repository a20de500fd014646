import { noTermsText } from '../../../../domain/terms/terms-answer';
import type { TermsReport } from '../../../../domain/terms/verify-terms';
import { Alert } from '../../../ui/alert';
import { list } from '../../../ui/page.css';
import * as styles from './fairness.css';

/** The terms' check, read against the game's log (docs/rules/fairness.md, Terms). */
export type TermsCheck = { report: TermsReport; recordedSince: string };

/** One sentence on the terms' check: how many versions match the log, the note for an older game, or what failed. */
export function termsVerdictText({ report, recordedSince }: TermsCheck): string {
  if (report.verdict === 'none') return noTermsText(recordedSince);
  const count = report.versions.length;
  if (report.verdict === 'verified')
    return count === 1
      ? 'Checked: the terms version 1 hashes to the hash in the log.'
      : `Checked: each of the ${count} terms versions hashes to its hash in the log.`;
  const failed = report.versions.filter((v) => v.status === 'failed').map((v) => v.version);
  const parts = [
    failed.length > 0 ? `terms version ${failed.join(', ')} does not match the log` : null,
    ...report.problems,
  ].filter(Boolean);
  return `Failed: ${parts.join('; ')}.`;
}

/** Each published version of the game's terms with its check; a link to read them on the rules page. */
export function TermsVersions({ check, gameId }: { check: TermsCheck; gameId: number }) {
  const { report } = check;
  return (
    <>
      {report.verdict === 'failed' ? (
        <Alert tone="danger">The game's terms do not match its log: {termsVerdictText(check)}</Alert>
      ) : (
        <p className={styles.detail}>{termsVerdictText(check)}</p>
      )}
      {report.versions.length > 0 ? (
        <ol className={list} aria-label="Terms versions">
          {report.versions.map((v) => (
            <li
              key={v.version}
              className={styles.entry[v.status]}
              data-terms={v.version}
              data-status={v.status}
            >
              <div className={styles.entryHead}>
                <span className={styles.entryTitle}>Terms version {v.version}</span>
                <span className={styles.badge[v.status]}>
                  {v.status === 'checked' ? 'Checked' : 'Failed'}
                </span>
              </div>
              <span className={styles.entryMeta}>
                SHA-256 <code className={styles.hash}>{v.computedHash ?? 'none'}</code>
              </span>
              {v.problems.length > 0 ? (
                <ul className={styles.problems} aria-label={`Problems with terms version ${v.version}`}>
                  {v.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <p className={styles.detail}>
        <a href={`/rules/${gameId}`}>Read every version of this game's terms</a>
      </p>
    </>
  );
}
