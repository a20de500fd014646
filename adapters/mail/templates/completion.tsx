import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { Greeting, Layout, styles } from './layout';

type Completion = Extract<MailMessage, { kind: 'completion' }>;

export const completionSubject = (m: Completion) => `${m.gameName} has ended`;

/** Sent to every participant when a game is complete. */
export function CompletionEmail({ m, siteUrl }: { m: Completion; siteUrl: string }) {
  const yours =
    m.numbers.length === 1
      ? `Your number was ${m.numbers[0]}.`
      : `Your numbers were ${m.numbers.join(', ')}.`;
  return (
    <Layout preview={`${m.gameName} is complete`} heading={`${m.gameName} has ended`} siteUrl={siteUrl}>
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        Thank you for playing for {m.prize}. {m.numbers.length > 0 ? yours : ''}
      </Text>
      <Text style={styles.text}>
        {m.winningNumber === null
          ? 'The winner will be drawn and posted within 24-48 hours.'
          : `The winning number is ${m.winningNumber}. The winner has been notified by e-mail.`}
      </Text>
      <Text style={styles.muted}>New games open all the time: see you at the wheel.</Text>
    </Layout>
  );
}
