import { LinkButton } from '../../../ui/link-button';
import { ReservedDemoNotice } from './demo-notice';
import { Bullets, Paragraph, PublicPage, Section } from './public-page';
import * as styles from './public-page.css';

export function InstantPlayPage() {
  return (
    <PublicPage
      notice={<ReservedDemoNotice />}
      title="Play Instantly"
      icon="⚡"
      intro="No download, no waiting: the game runs in your browser, on your phone or your computer."
      related={[
        { href: '/', label: 'Home' },
        { href: '/how-to-play', label: 'How to Play' },
      ]}
    >
      <Section title="Start in minutes">
        <Bullets
          items={[
            'Sign up with your e-mail and log in.',
            'Open a live game from the lobby and take your free entry, with no card.',
            'Save a card whenever you want to spin for more numbers.',
          ]}
        />
      </Section>
      <Section title="Results at once">
        <Paragraph>
          Your number is known the moment the wheel stops; it then appears in the game's recent numbers and in
          your account. The draw for the prize follows when the game ends.
        </Paragraph>
      </Section>
      <div className={styles.actions}>
        <LinkButton href="/" size="lg">
          Play Now
        </LinkButton>
        <LinkButton href="/how-to-play" variant="ghost" size="lg">
          How to Play
        </LinkButton>
      </div>
    </PublicPage>
  );
}
