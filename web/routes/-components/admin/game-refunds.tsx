import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { countOf, formatZonedDateTime } from '../../../lib/us-format';
import { Alert } from '../../../ui/alert';
import { ProgressBar } from '../../../ui/progress-bar';
import * as styles from './admin.css';
import * as gameStyles from './admin-games.css';
import type { RefundProgressOut } from './admin-types';

/** docs/rules/back-office.md, Games tab: refunds are read again every 5 s while any is not confirmed. */
const REFUNDS_POLL_MS = 5_000;
/** Once every refund is confirmed, a newly cancelled game still shows within this. */
const SETTLED_POLL_MS = 30_000;

export type GameRefunds = { gameId: number; progress: RefundProgressOut };

/** The refunds of every game with refunds (a cancelled game), read again while any is not confirmed. */
export const useGameRefunds = () =>
  trpc.admin.refunds.list.useQuery(undefined, {
    refetchInterval: (query) =>
      query.state.data?.every((g) => g.progress.done) ? SETTLED_POLL_MS : REFUNDS_POLL_MS,
  });

/** Whether the game's refunds fold into its card: all confirmed (the server's `done`), and it has a card. */
export const foldsIntoCard = (refunds: GameRefunds, gameNames: ReadonlyMap<number, string>) =>
  refunds.progress.done && refunds.progress.total > 0 && gameNames.has(refunds.gameId);

/** The card's line once its refunds are all confirmed: 'All 3 refunds confirmed ($30.00)', '1 refund...'. */
export function refundsConfirmedText({ total, amountRefunded }: RefundProgressOut): string {
  const all = total === 1 ? '1 refund' : `All ${countOf(total, 'refund')}`;
  return `${all} confirmed (${formatAmount(amountRefunded)})`;
}

/**
 * The Games tab's refunds still in progress: one panel per game, its progress and errors. A game
 * whose refunds are all confirmed says so in one line on its card instead.
 */
export function RefundsSection({
  refunds,
  gameNames,
}: {
  refunds: readonly GameRefunds[];
  gameNames: ReadonlyMap<number, string>;
}) {
  const inProgress = refunds.filter((r) => !foldsIntoCard(r, gameNames));
  if (inProgress.length === 0) return null;
  return (
    <section className={styles.stack} aria-labelledby="game-refunds-title">
      <h3 id="game-refunds-title" className={styles.sectionTitle}>
        Refunds
      </h3>
      <div className={gameStyles.gameGrid}>
        {inProgress.map(({ gameId, progress }) => (
          <RefundPanel
            key={gameId}
            gameId={gameId}
            name={gameNames.get(gameId) ?? `Game #${gameId}`}
            progress={progress}
          />
        ))}
      </div>
    </section>
  );
}

function RefundPanel({
  gameId,
  name,
  progress,
}: {
  gameId: number;
  name: string;
  progress: RefundProgressOut;
}) {
  const titleId = `game-refunds-${gameId}`;
  return (
    <article className={gameStyles.gameCard} aria-labelledby={titleId}>
      <h4 id={titleId} className={gameStyles.cardTitle}>
        Refunds of {name}
      </h4>
      <span className={gameStyles.status}>
        {progress.done ? 'Every refund confirmed' : 'Refunding: checked every 5 seconds'}
      </span>
      <ProgressBar
        label={`${progress.refunded} of ${progress.total} refunded`}
        value={progress.total === 0 ? 100 : (progress.refunded / progress.total) * 100}
      />
      <dl className={gameStyles.facts}>
        <dt className={gameStyles.term}>Refunded</dt>
        <dd className={gameStyles.value}>{progress.refunded}</dd>
        <dt className={gameStyles.term}>Pending</dt>
        <dd className={gameStyles.value}>{progress.pending}</dd>
        <dt className={gameStyles.term}>Failed</dt>
        <dd className={gameStyles.value}>{progress.failed}</dd>
        <dt className={gameStyles.term}>Total</dt>
        <dd className={gameStyles.value}>{progress.total}</dd>
        <dt className={gameStyles.term}>Amount refunded</dt>
        <dd className={gameStyles.value}>{formatAmount(progress.amountRefunded)}</dd>
      </dl>
      {progress.done ? null : <RefundErrors gameId={gameId} />}
    </article>
  );
}

/** The refunds the gateway refused or did not answer, with its words: never hidden from the operator. */
function RefundErrors({ gameId }: { gameId: number }) {
  const detail = trpc.admin.games.refunds.useQuery({ id: gameId }, { refetchInterval: REFUNDS_POLL_MS });
  if (detail.isError) return <Alert tone="danger">The refunds' errors could not be loaded.</Alert>;
  const troubled = (detail.data?.refunds ?? []).filter(
    (r) => r.status !== 'refunded' && (r.failureCode !== null || r.lastError !== null),
  );
  if (troubled.length === 0) return null;
  return (
    <Alert tone="warning">
      <p>{troubled.length === 1 ? 'One refund is' : `${troubled.length} refunds are`} being retried:</p>
      <ul className={gameStyles.consequences}>
        {troubled.map((r) => (
          <li key={r.claimId}>
            {formatAmount(r.amount)} ({r.status === 'failed' ? 'refused' : 'awaiting an answer'}, {r.tries}{' '}
            {r.tries === 1 ? 'try' : 'tries'}):{' '}
            {r.status === 'failed' || r.lastError === null
              ? `${r.failureCode} — ${r.failureDetail}`
              : r.lastError}
            {r.nextTryAt ? ` (next try ${formatZonedDateTime(r.nextTryAt)})` : ''}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
