import { formatDateTime, formatPrizeValue } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { GameStateScreen } from '../../game/-components/game-state-screen';
import { Paragraph, PublicPage, Section } from '../public/public-page';
import { ClaimForm } from './claim-form';
import type { Claim } from './types';

const RELATED = [
  { href: '/official-rules', label: 'Official Rules' },
  { href: '/winners', label: 'Winners' },
  { href: '/privacy', label: 'Privacy Policy' },
] as const;

const STATUS_TEXT: Record<Claim['status'], string> = {
  notified: 'Waiting for your answer.',
  claimed: 'Claimed: we are checking your claim.',
  verified: 'Verified: your prize is being prepared for shipping.',
  shipped: 'Shipped.',
  delivered: 'Delivered. Enjoy your prize!',
  declined: 'You declined this prize; it was drawn again.',
  forfeited: 'This prize was forfeited and drawn again.',
};

function Status({ claim }: { claim: Claim }) {
  return (
    <Section title="Status">
      <Paragraph>{STATUS_TEXT[claim.status]}</Paragraph>
      {claim.shipment ? (
        <Paragraph>
          Carrier: {claim.shipment.carrier}. Tracking number: {claim.shipment.trackingNumber}.
        </Paragraph>
      ) : null}
      {claim.signed ? (
        <Paragraph>
          Signed by {claim.signed.signature} on {formatDateTime(claim.signed.signedAt)}
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
      intro={`Your number ${c.number} won ${c.gameName}. The prize: ${c.prize}, worth ${formatPrizeValue(c.prizeValue)}.`}
      related={RELATED}
    >
      {c.actions.answer ? (
        <>
          <Alert tone="info">
            Answer before {formatDateTime(c.deadline)}: after that the prize is forfeited and drawn again.
          </Alert>
          <ClaimForm claim={c} onDone={() => void claim.refetch()} />
        </>
      ) : (
        <Status claim={c} />
      )}
    </PublicPage>
  );
}
