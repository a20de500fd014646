import { rederivedText } from '../../../../domain/fairness/rederived-text';
import type { FairnessReport } from '../../../../domain/fairness/verify-fairness';
import { Alert } from '../../../ui/alert';
import * as styles from './fairness.css';
import { STATUS_LABEL } from './log-entries';
import { termsVerdictText } from './terms-check';
import type { FairnessCheck } from './use-fairness-check';

function verdictText(report: FairnessReport): string {
  const failed = report.entries.filter((e) => e.status === 'failed').length;
  const instantFailed = report.instantPrizes.filter((p) => p.status === 'failed').length;
  if (report.verdict === 'verified') {
    const rederived = rederivedText(report);
    return `Verified: all ${report.entries.length} entries checked. ${rederived.charAt(0).toUpperCase()}${rederived.slice(1)}, and every hash links. ${setAsideText(report.setAside)}`;
  }
  if (report.verdict === 'awaiting-seed')
    return 'The game is still open: every hash links so far. The picks can be checked once the game closes and the server seed is revealed.';
  const parts = [
    failed > 0 ? `${failed} of ${report.entries.length} entries failed` : null,
    instantFailed > 0 ? `${instantFailed} of ${report.instantPrizes.length} instant prizes failed` : null,
    report.seed.status === 'failed' ? 'the seed check failed' : null,
    report.head.status === 'failed' ? 'the log head does not match' : null,
  ].filter(Boolean);
  return `Verification failed: ${parts.join(', ')}.`;
}

const setAsideText = (count: number): string =>
  count === 0
    ? 'No draw was set aside.'
    : count === 1
      ? '1 draw was set aside.'
      : `${count} draws were set aside.`;

/** The winner standing: the last draw, or the operator's pick with its reason. */
function winnerText({ draw, pick, entries }: FairnessReport): string {
  const last = [draw, pick].filter((e) => e !== null).sort((a, b) => b.position - a.position)[0];
  const entry = last?.entry;
  if (entry?.type === 'pick') return `Operator's pick: number ${entry.number}, reason: ${entry.detail}.`;
  if (entry?.type === 'draw') return `Number ${entry.number}: ${STATUS_LABEL[last?.status ?? 'checked']}.`;
  return entries.some((e) => e.entry.type === 'cancel') ? 'None: the game was cancelled.' : 'No draw yet.';
}

function seedText({ report, crossCheck }: FairnessCheck): string {
  if (report.seed.status === 'unrevealed') return 'Not revealed yet: the game is still open.';
  if (report.seed.status === 'failed') return `Failed: ${report.seed.problem}.`;
  const webCrypto = crossCheck.available && crossCheck.seedAgrees ? ' (Web Crypto agrees)' : '';
  return `Checked: SHA-256 of the server seed is the commitment${webCrypto}.`;
}

function crossCheckText({ crossCheck }: FairnessCheck): string {
  if (!crossCheck.available) return 'Web Crypto is not available on this connection (it needs HTTPS).';
  if (crossCheck.disagreements.length > 0)
    return `Web Crypto disagrees: ${crossCheck.disagreements.join('; ')}.`;
  return `Web Crypto, your browser's own implementation, agrees on ${crossCheck.hashes} hashes and ${crossCheck.streams} random streams.`;
}

/** The verdict, then the commitment, seed, log head and draw with their checks. */
export function FairnessSummary({ check }: { check: FairnessCheck }) {
  const { answer, report, crossCheck } = check;
  // A version of the terms that does not match the log fails the game, whatever its picks.
  const termsFailed = check.terms.report.verdict === 'failed';
  const tone =
    termsFailed || report.verdict === 'failed'
      ? 'danger'
      : report.verdict === 'verified'
        ? 'success'
        : 'info';
  const setAsides = report.entries.flatMap(({ entry }) =>
    entry.type === 'setaside' ? [`number ${entry.number} (${entry.detail})`] : [],
  );
  return (
    <>
      <Alert tone={tone}>
        {termsFailed
          ? 'Verification failed: the terms do not match the log (see Terms). The log itself: '
          : null}
        {verdictText(report)}
      </Alert>
      <dl className={styles.facts}>
        <dt className={styles.term}>Commitment</dt>
        <dd className={styles.detail}>
          <code className={styles.hash}>{answer.serverSeedHash}</code>
        </dd>
        <dt className={styles.term}>Server seed</dt>
        <dd className={styles.detail}>
          {answer.serverSeed ? (
            <code className={styles.hash}>{answer.serverSeed}</code>
          ) : (
            'Revealed when the game closes.'
          )}
        </dd>
        <dt className={styles.term}>Seed check</dt>
        <dd className={styles.detail} data-check="seed" data-status={report.seed.status}>
          {seedText(check)}
        </dd>
        <dt className={styles.term}>Log head</dt>
        <dd className={styles.detail} data-check="head" data-status={report.head.status}>
          <code className={styles.hash}>{answer.logHead}</code>{' '}
          {report.head.status === 'checked'
            ? '(Checked: the last hash of the log.)'
            : `(Failed: ${report.head.problem}.)`}
        </dd>
        <dt className={styles.term}>Draw</dt>
        <dd className={styles.detail} data-check="draw" data-status={report.draw?.status ?? 'none'}>
          {winnerText(report)}
        </dd>
        <dt className={styles.term}>Set aside</dt>
        <dd className={styles.detail} data-check="set-aside">
          {setAsides.length === 0 ? 'None.' : `${setAsides.join('; ')}.`}
        </dd>
        <dt className={styles.term}>Terms</dt>
        <dd className={styles.detail} data-check="terms" data-status={check.terms.report.verdict}>
          {termsVerdictText(check.terms)}
        </dd>
        <dt className={styles.term}>Cross-check</dt>
        <dd className={styles.detail} data-check="web-crypto">
          {crossCheckText(check)}
        </dd>
      </dl>
      {crossCheck.available && crossCheck.disagreements.length > 0 ? (
        <Alert tone="danger">The page's checks and Web Crypto disagree: do not rely on this result.</Alert>
      ) : null}
    </>
  );
}
