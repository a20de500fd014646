import { Link, Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { ClaimButton } from './claim-link';
import { Greeting, Layout, styles } from './layout';

type PrizeShipped = Extract<MailMessage, { kind: 'prize-shipped' }>;

export const prizeShippedSubject = (m: PrizeShipped) => `Your prize from ${m.gameName} is on its way`;

/** The tracking number, linked to the carrier's tracking page when the carrier is one we can link. */
export function PrizeShippedEmail({ m, siteUrl }: { m: PrizeShipped; siteUrl: string }) {
  return (
    <Layout
      preview={`${m.carrier} tracking number ${m.trackingNumber}`}
      heading="Your prize has shipped"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>Your prize, {m.prize}, has shipped.</Text>
      <Text style={styles.row}>Carrier: {m.carrier}</Text>
      <Text style={styles.row}>
        Tracking number:{' '}
        {m.trackingUrl ? <Link href={m.trackingUrl}>{m.trackingNumber}</Link> : m.trackingNumber}
      </Text>
      {m.trackingUrl ? <Text style={styles.muted}>Track it at {m.trackingUrl}</Text> : null}
      <ClaimButton siteUrl={siteUrl} winnerId={m.winnerId} label="See your claim" />
    </Layout>
  );
}
