import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { ClaimButton } from './claim-link';
import { Greeting, Layout, styles } from './layout';

type PrizeDelivered = Extract<MailMessage, { kind: 'prize-delivered' }>;

export const prizeDeliveredSubject = (m: PrizeDelivered) => `Your prize from ${m.gameName} was delivered`;

export function PrizeDeliveredEmail({ m, siteUrl }: { m: PrizeDelivered; siteUrl: string }) {
  return (
    <Layout preview={`${m.prize} was delivered`} heading="Your prize was delivered" siteUrl={siteUrl}>
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        Your prize, {m.prize} from {m.gameName}, was delivered. Enjoy it! If it has not reached you, reply to
        this e-mail.
      </Text>
      <ClaimButton siteUrl={siteUrl} winnerId={m.winnerId} label="See your claim" />
    </Layout>
  );
}
