import { Button, Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { Greeting, Layout, styles } from './layout';

type TermsChanged = Extract<MailMessage, { kind: 'terms-changed' }>;

export const termsChangedSubject = (m: TermsChanged) => `The terms of ${m.gameName} changed`;

/** An edit changed the terms of a game the player entered: the new version, its hash, and where to read it. */
export function TermsChangedEmail({ m, siteUrl }: { m: TermsChanged; siteUrl: string }) {
  const url = `${siteUrl}/rules/${m.gameId}`;
  return (
    <Layout
      preview={`${m.gameName}: terms version ${m.version}`}
      heading="The game's terms changed"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        The terms of {m.gameName} ({m.gameCode}), a game you entered, changed: {m.changes.join(', ')}. They
        are now version {m.version}, and your entries stay in the game.
      </Text>
      <Text style={styles.text}>
        Its SHA-256 is {m.hash}, recorded in the game's public fairness log, so every version can be checked
        against the log.
      </Text>
      <Button href={url} style={styles.button}>
        Read every version of the terms
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>Or open this address: {url}</Text>
    </Layout>
  );
}
