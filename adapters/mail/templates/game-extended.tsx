import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type Extended = Extract<MailMessage, { kind: 'game-extended' }>;

export const gameExtendedSubject = (m: Extended) => `${m.gameName} now ends later`;

/** The game did not reach its minimum by its end: it runs once more, until its new end. */
export function GameExtendedEmail({ m, siteUrl }: { m: Extended; siteUrl: string }) {
  return (
    <Layout
      preview={`${m.gameName} now ends ${easternTime(m.endsAt)}`}
      heading="Game extended"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        {m.gameName} ({m.gameCode}) had not sold its minimum of {m.minimumToRun} paid numbers by its end, so
        it runs longer, once: it now ends {easternTime(m.endsAt)}.
      </Text>
      <Text style={styles.text}>
        Your numbers stay in the game. At the new end the game closes and its winner is drawn as usual,
        whatever it has sold by then.
      </Text>
    </Layout>
  );
}
