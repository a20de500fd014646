import { CLAIM_STATUS_LABELS } from '../../../../domain/winners/prize-claim';

import { formatPrizeValue } from '../../../lib/format';
import { type ClaimOut, trpc } from '../../../lib/trpc';
import { formatZonedDateTime } from '../../../lib/us-format';
import { ExternalLink } from '../../../ui/external-link';
import { Link } from '../../../ui/link';
import { LinkButton } from '../../../ui/link-button';
import { Spinner } from '../../../ui/spinner';
import * as styles from './dashboard.css';

/** The list refreshes while shown: a claim window closes, an operator ships (docs/rules/player-pages.md). */
const POLL_MS = 30_000;

/**
 * My Prizes: every prize the player won, instant and drawn, newest first, with its claim's status. The
 * claim's `actions` say whether it may still be claimed; then its deadline and 'Claim your prize'.
 */
export function PrizesTab() {
  const claims = trpc.claims.list.useQuery(undefined, { refetchInterval: POLL_MS });
  return (
    <section className={styles.card} aria-labelledby="my-prizes-title">
      <h2 id="my-prizes-title" className={styles.sectionTitle}>
        My Prizes
      </h2>
      {claims.isPending ? (
        <Spinner label="Loading your prizes..." />
      ) : claims.isError ? (
        <p className={styles.muted}>Your prizes could not be loaded. Press Refresh to try again.</p>
      ) : claims.data.length === 0 ? (
        <p className={styles.muted}>
          No prizes yet. A prize you win, instantly or in a draw, is listed here to claim.
        </p>
      ) : (
        <ul className={styles.list}>
          {claims.data.map((claim) => (
            <PrizeRow key={claim.winnerId} claim={claim} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PrizeRow({ claim }: { claim: ClaimOut }) {
  const title = `${claim.prize} (${formatPrizeValue(claim.prizeValue)})`;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <strong>{title}</strong>
        <span className={styles.muted}>
          {claim.instant ? 'Instant win' : 'Drawn'} · {claim.gameName} · number {claim.number}
        </span>
        <span>
          Status: <strong>{CLAIM_STATUS_LABELS[claim.status]}</strong>
        </span>
        {claim.actions.answer ? (
          <span className={styles.muted}>Claim by {formatZonedDateTime(claim.deadline)}</span>
        ) : null}
        {claim.shipment ? (
          <span className={styles.muted}>
            Shipped by {claim.shipment.carrier}, tracking{' '}
            {claim.shipment.trackingUrl ? (
              <ExternalLink href={claim.shipment.trackingUrl}>{claim.shipment.trackingNumber}</ExternalLink>
            ) : (
              claim.shipment.trackingNumber
            )}
          </span>
        ) : null}
      </div>
      {claim.actions.answer ? (
        <LinkButton href={`/claim/${claim.winnerId}`} aria-label={`Claim your prize: ${title}`}>
          Claim your prize
        </LinkButton>
      ) : (
        <Link href={`/claim/${claim.winnerId}`}>View the claim of {claim.prize}</Link>
      )}
    </li>
  );
}
