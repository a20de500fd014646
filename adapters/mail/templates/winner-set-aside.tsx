import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { Greeting, Layout, styles } from './layout';

type SetAside = Extract<MailMessage, { kind: 'winner-set-aside' }>;

export const winnerSetAsideSubject = (m: SetAside) => `Your win of ${m.gameName} has been set aside`;

export function WinnerSetAsideEmail({ m, siteUrl }: { m: SetAside; siteUrl: string }) {
  return (
    <Layout
      preview={`Your number ${m.number} no longer wins ${m.gameName}`}
      heading="Your win has been set aside"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        Your number {m.number} was chosen as the winner of {m.gameName}, but the win has been set aside and a
        new winner will be chosen without your numbers.
      </Text>
      <Text style={styles.text}>Reason given: {m.reason}</Text>
      <Text style={styles.text}>
        The set-aside is public in the game's fairness log. If you think this is a mistake, reply to this
        e-mail.
      </Text>
    </Layout>
  );
}
