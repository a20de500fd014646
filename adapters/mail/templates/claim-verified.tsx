import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { ClaimButton } from './claim-link';
import { Greeting, Layout, styles } from './layout';

type ClaimVerified = Extract<MailMessage, { kind: 'claim-verified' }>;

export const claimVerifiedSubject = (m: ClaimVerified) => `Your claim for ${m.prize} is verified`;

export function ClaimVerifiedEmail({ m, siteUrl }: { m: ClaimVerified; siteUrl: string }) {
  return (
    <Layout
      preview={`${m.prize} is being prepared for shipping`}
      heading="Your claim is verified"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        We checked your claim for {m.prize} from {m.gameName}: it is verified, and your prize is being
        prepared for shipping. We will e-mail you the tracking number when it ships.
      </Text>
      <ClaimButton siteUrl={siteUrl} winnerId={m.winnerId} label="See your claim" />
    </Layout>
  );
}
