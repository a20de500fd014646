import { LinkButton } from '../../../ui/link-button';
import { MINIMUM_AGE } from './product-facts';
import { PublicPage, Section, Steps } from './public-page';
import * as styles from './public-page.css';

const FIRST_STEPS = [
  {
    title: 'Create your account',
    text: `On the home page, sign up with your e-mail, phone and state (you must be ${MINIMUM_AGE} or older), then log in.`,
  },
  {
    title: 'Save a card, or skip',
    text: 'You can save a card for paid spins now, or skip this step: free entries need no card.',
  },
  {
    title: 'Take your free spin',
    text: 'Open a game with a free range and press Use Free Spin: one free entry in every such game.',
  },
  {
    title: 'Follow your numbers',
    text: 'Your claimed numbers, payments and progress are kept in your account; the winner of each game is told by e-mail.',
  },
];

export function WelcomePage() {
  return (
    <PublicPage
      title="Welcome to Prize Wheel"
      icon="👋"
      intro="New here? These are your first steps, from sign-up to your first spin."
      related={[
        { href: '/how-to-play', label: 'How to Play' },
        { href: '/free-spins', label: 'Free Spins' },
        { href: '/prize-rules', label: 'Prize Rules' },
        { href: '/contact', label: 'Contact Us' },
      ]}
    >
      <Section title="Your first steps">
        <Steps steps={FIRST_STEPS} />
      </Section>
      <div className={styles.actions}>
        <LinkButton href="/" size="lg">
          Get Started
        </LinkButton>
      </div>
    </PublicPage>
  );
}
