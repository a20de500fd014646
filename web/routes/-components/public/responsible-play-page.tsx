import { sitePriceSentences } from '../../../../domain/games/price-wording';
import { REFUND_POLICY } from '../../../../domain/payments/refund-policy';
import { LinkButton } from '../../../ui/link-button';
import { Bullets, Paragraph, PublicPage, Section } from './public-page';
import * as styles from './public-page.css';

/** docs/rules/responsible-play.md for everyone: the price of a spin, the limits, the breaks, and where to get help. */
export function ResponsiblePlayPage() {
  return (
    <PublicPage
      title="Responsible Play"
      icon="⚖️"
      intro="Prize Wheel is a game of chance that costs real money. Know what a spin can cost, set limits that hold, and step away whenever you need to."
      related={[
        { href: '/how-to-play', label: 'How to Play' },
        { href: '/official-rules', label: 'Official Rules' },
        { href: '/terms', label: 'Terms of Service' },
        { href: '/contact', label: 'Contact' },
      ]}
    >
      <Section title="The Price of a Spin">
        <Paragraph>
          A paid spin claims one of the game's available numbers outside its free range, each equally likely,
          and you pay that number's price. {sitePriceSentences().join(' ')} So the price of a spin is itself
          chance, anywhere from the game's cheapest paid number to its dearest.
        </Paragraph>
        <Paragraph>
          Before every paid spin, the Play Responsibly dialog shows what this spin can cost at that moment,
          counted by the server from the numbers a paid spin can still land on: the lowest and highest price,
          the average price, and how many such numbers are left. It also says when some number costs more than
          the prize is worth. The game page also shows how many of the claimed numbers are yours.{' '}
          {REFUND_POLICY}
        </Paragraph>
      </Section>
      <Section title="Spending Limits">
        <Bullets
          items={[
            'Set a daily, weekly and monthly limit in your dashboard (Play Responsibly tab). Each is optional, and any may be $0.',
            'A spin is refused when its highest possible price could take your spending past a limit; nothing is charged and no number is claimed. Free entries are not spending and stay allowed.',
            'Spending counts every paid spin you paid for or may still owe (a payment being confirmed, a held number). Days, weeks (from Monday) and months run on Coordinated Universal Time (UTC).',
            'Lowering a limit applies at once. Raising or removing one applies 24 hours after you ask, so a decision made in the moment has a day to cool.',
          ]}
        />
      </Section>
      <Section title="Take a Break">
        <Bullets
          items={[
            'Take a break of 24 hours, 7 days, 30 days, 6 months, 1 year or 5 years from the same tab.',
            'During a break you cannot spin, paid or free, and we send you no new-game announcements.',
            'A break cannot be ended early, by you or by us. Taking a shorter break during a longer one keeps the longer one.',
            'After 30 minutes of continuous play, the game page tells you how long you have played and what you have spent in the session, with a way to stop.',
          ]}
        />
      </Section>
      <Section title="Where to Get Help">
        <Paragraph>
          If gambling is no longer fun, or you spend more than you meant to, talk to someone. The National
          Problem Gambling Helpline is free, confidential and open 24 hours a day: call or text 1-800-GAMBLER
          (1-800-426-2537).
        </Paragraph>
      </Section>
      <div className={styles.actions}>
        <LinkButton href="tel:+18004262537" size="lg">
          Call 1-800-GAMBLER
        </LinkButton>
        <LinkButton href="/dashboard?tab=limits" variant="ghost" size="lg">
          Set Your Limits
        </LinkButton>
      </div>
    </PublicPage>
  );
}
