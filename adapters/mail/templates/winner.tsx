import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { dollars, easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type Winner = Extract<MailMessage, { kind: 'winner' }>;

export const winnerSubject = (m: Winner) => `You won ${m.gameName}!`;

export function WinnerEmail({ m, siteUrl }: { m: Winner; siteUrl: string }) {
  return (
    <Layout
      preview={`Your number ${m.number} won ${m.prize}`}
      heading="Congratulations, you won!"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        Your number {m.number} won {m.gameName}. Your prize: {m.prize} (worth {dollars(m.prizeValueCents)}).
      </Text>
      <Text style={styles.text}>
        Claim it by replying to this e-mail before {easternTime(m.claimBy)}: a prize must be claimed within 72
        hours of this notice.
      </Text>
    </Layout>
  );
}
