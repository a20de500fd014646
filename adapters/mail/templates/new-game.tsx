import { Button, Link, Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { dollars, easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type NewGame = Extract<MailMessage, { kind: 'new-game' }>;

export const newGameSubject = (m: NewGame) => `New game: ${m.gameName}`;

/** 'Get Notified': a new game is open; every one carries a one-click unsubscribe link. */
export function NewGameEmail({ m, siteUrl }: { m: NewGame; siteUrl: string }) {
  return (
    <Layout
      preview={`${m.gameName}: win ${m.prize}`}
      heading={`A new game is live: ${m.gameName}`}
      siteUrl={siteUrl}
      footer={
        <>
          You get this e-mail because you asked to be notified about new games.{' '}
          <Link href={m.unsubscribeUrl} style={{ color: '#fcd34d' }}>
            Unsubscribe
          </Link>
        </>
      }
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        Spin the wheel for {m.prize} (worth {dollars(m.prizeValueCents)}). The game ends{' '}
        {easternTime(m.endsAt)}. One free entry per game: no purchase necessary.
      </Text>
      {m.drawAt ? (
        <Text style={styles.text}>
          Live draw: {easternTime(m.drawAt)}, or sooner if every number sells out. Watch it on the game's
          page.
        </Text>
      ) : null}
      <Button href={m.gameUrl} style={styles.button}>
        Play {m.gameName}
      </Button>
    </Layout>
  );
}
