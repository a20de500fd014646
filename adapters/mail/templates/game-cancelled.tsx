import { Text } from '@react-email/components';
import { Fragment } from 'react';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { CARD_BRAND_NAMES, type CardBrand } from '../../../domain/payments/payment-card';
import { ClaimButton } from './claim-link';
import { dollars } from './format';
import { Greeting, Layout, styles } from './layout';

type Cancelled = Extract<MailMessage, { kind: 'game-cancelled' }>;
type Refund = Cancelled['refunds'][number];

export const gameCancelledSubject = (m: Cancelled) => `${m.gameName} was cancelled`;

const cardOf = (r: Refund) =>
  r.cardLast4 === null
    ? 'the card it was charged to'
    : `${CARD_BRAND_NAMES[r.cardBrand as CardBrand] ?? r.cardBrand ?? 'card'} ending in ${r.cardLast4}`;

/**
 * The game was cancelled: why, each paid number refunded with its amount and card, free entries void,
 * and each instant prize the player won standing, with its claim page.
 */
export function GameCancelledEmail({ m, siteUrl }: { m: Cancelled; siteUrl: string }) {
  const total = m.refunds.filter((r) => !r.pending).reduce((sum, r) => sum + r.amountCents, 0);
  return (
    <Layout preview={`${m.gameName} was cancelled: ${m.reason}`} heading="Game cancelled" siteUrl={siteUrl}>
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        {m.gameName} ({m.gameCode}) was cancelled. No winner will be drawn.
      </Text>
      <Text style={styles.text}>Reason given: {m.reason}</Text>
      {m.refunds.length > 0 ? (
        <>
          <Text style={styles.text}>
            Every number you paid for is refunded in full ({dollars(total)} in all):
          </Text>
          {m.refunds.map((r) => (
            <Text key={r.number} style={styles.row}>
              Number {r.number}: {dollars(r.amountCents)} back to {cardOf(r)}
              {r.pending
                ? ' once its payment, still being confirmed, completes (if it does not, nothing is charged)'
                : ''}
            </Text>
          ))}
          <Text style={styles.muted}>Your bank may take a few business days to show a refund.</Text>
        </>
      ) : null}
      {m.freeNumbers.length > 0 ? (
        <Text style={styles.text}>
          Your free {m.freeNumbers.length === 1 ? 'entry' : 'entries'} ({m.freeNumbers.join(', ')}){' '}
          {m.freeNumbers.length === 1 ? 'is' : 'are'} void: nothing was charged for{' '}
          {m.freeNumbers.length === 1 ? 'it' : 'them'}.
        </Text>
      ) : null}
      {(m.instantPrizes ?? []).map((p) => (
        <Fragment key={p.winnerId}>
          <Text style={styles.text}>
            Your instant prize stands: number {p.number} won {p.prize} (worth {dollars(p.prizeValueCents)}
            ). The cancellation does not take it back
            {m.refunds.some((r) => r.number === p.number)
              ? ', and its number is refunded like every paid entry'
              : ''}
            . Claim it, or see where your claim stands, on its claim page.
          </Text>
          <ClaimButton siteUrl={siteUrl} winnerId={p.winnerId} label="Your prize claim" />
        </Fragment>
      ))}
      <Text style={styles.text}>The cancellation and its reason are public in the game's fairness log.</Text>
    </Layout>
  );
}
