import { sitePriceSentences } from '../../../../domain/games/price-wording';
import { HOLD_MINUTES, SPIN_SECONDS } from './product-facts';
import { Bullets, Paragraph, PublicPage, Section } from './public-page';

export function GameInfoPage() {
  return (
    <PublicPage
      title="How Our Game Works"
      icon="🎯"
      intro="A timed game, a wheel of numbers and one real prize: here is what happens behind the wheel."
      related={[
        { href: '/how-to-play', label: 'How to Play' },
        { href: '/prize-rules', label: 'Prize Rules' },
        { href: '/official-rules', label: 'Official Rules' },
      ]}
    >
      <Section title="The game">
        <Paragraph>
          Each game has a prize, a set of numbers from 1 to its total, a free range and an end time, all shown
          on the game page with a live countdown, the numbers still available and the players watching now.
        </Paragraph>
      </Section>
      <Section title="The spin">
        <Bullets
          items={[
            'When you press SPIN, our server draws one number at random among the numbers nobody has claimed, and claims it for you in the same step as the payment.',
            `The wheel then turns for ${SPIN_SECONDS} seconds and stops on that number: what you see is exactly what the server drew.`,
            `The price follows from the number. ${sitePriceSentences().join(' ')}`,
            `If the card is declined, the number is held for you for ${HOLD_MINUTES} minutes so you can pay it with another card.`,
          ]}
        />
      </Section>
      <Section title="The end of a game">
        <Paragraph>
          A game ends at its own end time or as soon as every number is claimed. No spin is accepted after
          that. One winner is then drawn from all claimed numbers, each with the same chance, and notified by
          e-mail.
        </Paragraph>
      </Section>
    </PublicPage>
  );
}
