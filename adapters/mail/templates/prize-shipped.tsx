import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { claimUrl } from './claim-link';
import { Greeting, Layout, styles } from './layout';

type PrizeShipped = Extract<MailMessage, { kind: 'prize-shipped' }>;

export const prizeShippedSubject = (m: PrizeShipped) => `Your prize from ${m.gameName} is on its way`;

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
      <Text style={styles.row}>Tracking number: {m.trackingNumber}</Text>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>
        Your claim and its status: {claimUrl(siteUrl, m.winnerId)}
      </Text>
    </Layout>
  );
}
