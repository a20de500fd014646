import { LinkButton } from '../../../ui/link-button';
import { ReservedDemoNotice } from './demo-notice';
import { Bullets, Paragraph, PublicPage, Section } from './public-page';
import * as styles from './public-page.css';

export function FreeSpinsPage() {
  return (
    <PublicPage
      notice={<ReservedDemoNotice />}
      title="Free Spins"
      icon="🎁"
      intro="Every game with a free range gives every player one free entry: a real chance at the prize without paying."
      related={[
        { href: '/', label: 'Home' },
        { href: '/how-to-play', label: 'How to Play' },
        { href: '/official-rules', label: 'Official Rules' },
      ]}
    >
      <Section title="What Are Free Spins">
        <Paragraph>
          A free spin is the no-purchase entry of a game. It spins the wheel once and claims a number from the
          game's free range at no cost. That number takes part in the draw exactly like a paid one.
        </Paragraph>
      </Section>
      <Section title="How to Get Free Spins">
        <Bullets
          items={[
            'Create an account (or log in): a free entry needs an account, but no card.',
            'Open a game whose page shows a free range.',
            'Press Use Free Spin and confirm.',
          ]}
        />
      </Section>
      <Section title="Free Spin Rules">
        <Bullets
          items={[
            'One free spin per player per game.',
            "The free spin lands on a number of that game's free range; each game sets its own range, and some games have none.",
            'When every number of the free range has been claimed, the game has no free spin left.',
            'A free spin counts only while the game is live: before its own end time and while numbers remain.',
          ]}
        />
      </Section>
      <Section title="Current Promotions">
        <Paragraph>
          The free entry in every game with a free range is our only offer: there are no bonus spins, daily
          rewards or referral spins. When a new game with a free range opens, your free entry in it is waiting
          for you.
        </Paragraph>
      </Section>
      <div className={styles.actions}>
        <LinkButton href="/" size="lg">
          Claim Your Free Spin
        </LinkButton>
        <LinkButton href="/how-to-play" variant="ghost" size="lg">
          How to Play
        </LinkButton>
      </div>
    </PublicPage>
  );
}
