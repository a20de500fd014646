import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { claimKindOf, claimWords } from '../../../domain/winners/claim-words';
import { ClaimButton } from './claim-link';
import { easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type ClaimReminder = Extract<MailMessage, { kind: 'claim-reminder' }>;

export const claimReminderSubject = (m: ClaimReminder) => `Reminder: claim your prize from ${m.gameName}`;

export function ClaimReminderEmail({ m, siteUrl }: { m: ClaimReminder; siteUrl: string }) {
  return (
    <Layout
      preview={`Claim ${m.prize} before ${easternTime(m.claimBy)}`}
      heading="Your prize is waiting"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        You won {m.prize} in {m.gameName} and have not claimed it yet. Claim it (or decline it) before{' '}
        {easternTime(m.claimBy)}: {claimWords(claimKindOf(m.instant)).afterDeadline}.
      </Text>
      <ClaimButton siteUrl={siteUrl} winnerId={m.winnerId} label="Claim your prize" />
    </Layout>
  );
}
