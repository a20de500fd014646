import { formatPrizeValue } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { formatZonedDateTime } from '../../../lib/us-format';
import { Alert } from '../../../ui/alert';
import { ExternalLink } from '../../../ui/external-link';
import { Spinner } from '../../../ui/spinner';
import { GameStateScreen } from '../../game/-components/game-state-screen';
import { Paragraph, PublicPage, Section } from '../public/public-page';
import { ClaimForm } from './claim-form';
import type { Claim } from './types';

/** A signed-in winner came from, and goes back to, their prizes. */
const MY_PRIZES = { href: '/dashboard?tab=prizes', label: 'Back to My Prizes' };

const RELATED = [
  { href: '/official-rules', label: 'Official Rules' },
  { href: '/winners', label: 'Winners' },
  { href: '/privacy', label: 'Privacy Policy' },
] as const;

/** The status in words; a declined or forfeited prize in its kind's words, from the server. */
function statusText(claim: Claim): string {
  switch (claim.status) {
    case 'notified':
      return claim.actions.answer
        ? 'Waiting for your answer.'
        : `The claim window closed on ${formatZonedDateTime(claim.deadline)}.`;
    case 'claimed':
      return 'Claimed: we are checking your claim.';
    case 'verified':
      return 'Verified: your prize is being prepared for shipping.';
    case 'shipped':
      return 'Shipped.';
    case 'delivered':
      return 'Delivered. Enjoy your prize!';
    case 'declined':
      return claim.words.declined;
    case 'forfeited':
      return claim.words.forfeited;
  }
}

function Tracking({ shipment }: { shipment: NonNullable<Claim['shipment']> }) {
  return (
    <Paragraph>
      Carrier: {shipment.carrier}. Tracking number:{' '}
      {shipment.trackingUrl ? (
        <ExternalLink href={shipment.trackingUrl}>
          {shipment.trackingNumber}, tracked on the {shipment.carrier} site
        </ExternalLink>
      ) : (
        shipment.trackingNumber
      )}
      .
    </Paragraph>
  );
}

function Status({ claim }: { claim: Claim }) {
  return (
    <Section title="Status">
      <Paragraph>{statusText(claim)}</Paragraph>
      {claim.shipment ? <Tracking shipment={claim.shipment} /> : null}
      {claim.signed ? (
        <Paragraph>
          Signed by {claim.signed.signature} on {formatZonedDateTime(claim.signed.signedAt)}
          {claim.signed.taxId ? `; taxpayer ID ${claim.signed.taxId}` : ''}.
        </Paragraph>
      ) : null}
    </Section>
  );
}

/** The winner's claim: the prize, then the form while it waits for an answer, else its status. */
export function ClaimPage({ winnerId }: { winnerId: number }) {
  const claim = trpc.claims.get.useQuery({ winnerId }, { retry: false });
  if (claim.isPending) return <Spinner label="Loading your claim..." fullPage />;
  if (claim.isError)
    return (
      <GameStateScreen icon="🔍" title="Claim Not Found">
        <p>There is no claim of yours with this number.</p>
      </GameStateScreen>
    );
  const c = claim.data;
  return (
    <PublicPage
      title={`Claim your prize: ${c.prize}`}
      icon="🎁"
      intro={`Your number ${c.number} ${c.words.numberWon} ${c.gameName}. The prize: ${c.prize}, worth ${formatPrizeValue(c.prizeValue)}.`}
      related={RELATED}
      back={MY_PRIZES}
    >
      {c.actions.answer ? (
        <>
          <Alert tone="info">
            Answer before {formatZonedDateTime(c.deadline)}: {c.words.afterDeadline}.
          </Alert>
          <ClaimForm claim={c} onDone={() => void claim.refetch()} />
        </>
      ) : (
        <Status claim={c} />
      )}
    </PublicPage>
  );
}
