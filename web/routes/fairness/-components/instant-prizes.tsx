import type { InstantPrizeCheck } from '../../../../domain/fairness/verify-instant-wins';
import { list } from '../../../ui/page.css';
import * as styles from './fairness.css';
import { INSTANT_STATUS_LABEL, instantPrizeDetail, instantPrizeTitle } from './instant-prize-text';

function Prize({ check, revealed }: { check: InstantPrizeCheck; revealed: boolean }) {
  const { status } = check;
  return (
    <li className={styles.entry[status]} data-instant={check.k} data-status={status}>
      <div className={styles.entryHead}>
        <span className={styles.entryTitle}>{instantPrizeTitle(check)}</span>
        <span className={styles.badge[status]}>{INSTANT_STATUS_LABEL[status]}</span>
      </div>
      <span className={styles.entryMeta}>{instantPrizeDetail(check, revealed)}</span>
      {check.problems.length > 0 ? (
        <ul className={styles.problems} aria-label={`Problems with instant prize ${check.k}`}>
          {check.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The game's instant prizes in order, each with its number (once won, or after the close) and its check. */
export function InstantPrizes({
  prizes,
  revealed,
}: {
  prizes: readonly InstantPrizeCheck[];
  revealed: boolean;
}) {
  return (
    <ol className={list} aria-label="Instant prizes">
      {prizes.map((check) => (
        <Prize key={check.k} check={check} revealed={revealed} />
      ))}
    </ol>
  );
}
