import { LinkButton } from '../../../ui/link-button';
import { ReservedDemoNotice } from './demo-notice';
import { usePrizeClaimHours } from './prize-claim-hours';
import { Bullets, Paragraph, PublicPage, Section } from './public-page';
import * as styles from './public-page.css';

export function RealPrizesPage() {
  const claimHours = usePrizeClaimHours();
  return (
    <PublicPage
      notice={<ReservedDemoNotice />}
      title="Authentic Prizes"
      icon="💎"
      intro="Every game is played for one real prize, named with its value on the game page."
      related={[
        { href: '/', label: 'Home' },
        { href: '/prize-rules', label: 'Prize Rules' },
      ]}
    >
      <Section title="Real prizes, really won">
        <Paragraph>
          Each game shows its prize, its picture and its retail value before you spin. One winner per game
          receives it: the winner is drawn from all claimed numbers, and every number has the same chance.
        </Paragraph>
      </Section>
      <Section title="Receiving your prize">
        <Bullets
          items={[
            'We tell the winner by e-mail at the address on their account.',
            `Answer within ${claimHours} hours to claim the prize; we may ask you to confirm your age, state and identity.`,
            'We then arrange delivery of the prize with you.',
          ]}
        />
      </Section>
      <div className={styles.actions}>
        <LinkButton href="/" size="lg">
          See the Games
        </LinkButton>
        <LinkButton href="/prize-rules" variant="ghost" size="lg">
          Prize Rules
        </LinkButton>
      </div>
    </PublicPage>
  );
}
