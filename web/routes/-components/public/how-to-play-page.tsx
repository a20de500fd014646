import { sitePriceSentences } from '../../../../domain/games/price-wording';
import { REFUND_POLICY } from '../../../../domain/payments/refund-policy';
import { BLOCKED_STATES_TEXT, HOLD_MINUTES, MINIMUM_AGE, SPIN_SECONDS } from './product-facts';
import { Bullets, Paragraph, PublicPage, Section, Steps } from './public-page';

const STEPS = [
  {
    title: 'Create your account',
    text: `Sign up with your name, e-mail, phone and state of residence. You must be ${MINIMUM_AGE} or older and live in an eligible state (not ${BLOCKED_STATES_TEXT}).`,
  },
  {
    title: 'Pick a game',
    text: 'The lobby lists the live games. Each game has its own prize, its own set of numbers, its own free range and its own end time, shown on its page.',
  },
  {
    title: 'Take your free entry',
    text: 'In a game with a free range, press Use Free Spin: you get one free entry per game, no card needed, landing on a number of the free range.',
  },
  {
    title: 'Add a card to play for more numbers',
    text: 'A paid spin needs a card saved with our payment processor, Square. You are charged only for the number you land on.',
  },
  {
    title: 'Spin the wheel',
    text: `The wheel spins for ${SPIN_SECONDS} seconds and lands on one number that nobody has claimed yet. That number is yours, at its price. ${sitePriceSentences().join(' ')}`,
  },
  {
    title: 'Wait for the draw',
    text: 'When the game ends, one winner is drawn from the claimed numbers and notified by e-mail. Your numbers stay listed in your account.',
  },
];

export function HowToPlayPage() {
  return (
    <PublicPage
      title="How to Play"
      icon="🎡"
      intro="Spin the wheel, claim a number, and hold a chance at the game's real prize."
      related={[
        { href: '/prize-rules', label: 'Prize Rules' },
        { href: '/official-rules', label: 'Official Rules' },
        { href: '/free-spins', label: 'Free Spins' },
        { href: '/contact', label: 'Contact Us' },
      ]}
    >
      <Section title="Overview">
        <Paragraph>
          Every game offers one real prize and a wheel of numbered segments, from 1 to the game's total. Each
          spin claims exactly one number that is still available, so no number is ever claimed twice. A game
          runs until its own end time or until every number is claimed, whichever comes first; then one winner
          is drawn from the claimed numbers.
        </Paragraph>
      </Section>
      <Section title="Six steps to play">
        <Steps steps={STEPS} />
      </Section>
      <Section title="Tips">
        <Bullets
          items={[
            'Use your free entry first: it costs nothing and counts in the draw like any paid number.',
            'Check the game page before spinning: it shows the free range, the numbers left and the time left.',
            "The number you land on is random: the price is known only once the wheel has chosen it, so spin only when you accept any price from the game's range.",
            `If your card is declined, the number is held for you for ${HOLD_MINUTES} minutes: pay for it with another card, or wait until the hold ends to spin again.`,
            'Keep your e-mail address up to date: that is where we tell the winner.',
            REFUND_POLICY,
          ]}
        />
      </Section>
    </PublicPage>
  );
}
