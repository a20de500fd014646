import { sitePriceSentences } from '../../../../domain/games/price-wording';
import { REFUND_POLICY } from '../../../../domain/payments/refund-policy';
import { usePrizeClaimHours } from './prize-claim-hours';
import { HOLD_MINUTES, MINIMUM_AGE } from './product-facts';
import { Bullets, Paragraph, PublicPage, Section } from './public-page';

export function PrizeRulesPage() {
  const claimHours = usePrizeClaimHours();
  return (
    <PublicPage
      title="Prize Rules"
      icon="🏆"
      intro="What a number costs, how the prize is won, and how payments work."
      related={[
        { href: '/how-to-play', label: 'How to Play' },
        { href: '/official-rules', label: 'Official Rules' },
        { href: '/terms', label: 'Terms & Conditions' },
        { href: '/contact', label: 'Contact Us' },
      ]}
    >
      <Section title="Pricing">
        <Bullets
          items={[
            'A game has the numbers 1 to its total; each game page shows its total.',
            ...sitePriceSentences(),
            'Each game sets its own free range (shown on its page); some games have none.',
            'You pay only for the number the wheel lands on, charged once, when it lands.',
          ]}
        />
      </Section>
      <Section title="Policies">
        <Bullets
          items={[
            'Each spin claims one number that nobody holds; a number is never claimed twice.',
            'In a game with a free range, every player has one free entry, drawn from the free range while free numbers remain. A game without a free range has no free entry.',
            'A game takes spins until its own end time or until all its numbers are claimed. Some games are scheduled and open at a set start time.',
            'One prize and one winner per game. Every claimed number, paid or free, has the same chance in the draw.',
            `Winners are notified by e-mail and must claim the prize within ${claimHours} hours of the notice.`,
          ]}
        />
      </Section>
      <Section title="Payment and refund policy">
        <Paragraph>
          Paid spins are charged to the default card saved in your account. Card details are held by our
          payment processor, Square; we keep only the card's brand, last four digits and expiry.
        </Paragraph>
        <Bullets
          items={[
            REFUND_POLICY,
            'A game is cancelled by the operator with a public reason (shown on the game page and in its fairness log), or when it has not sold its minimum of paid numbers by its end. No winner is drawn; each player is e-mailed once with their refunds; a payment still being confirmed at the cancellation is refunded once it completes.',
            `If a payment is declined, the number is held for you for ${HOLD_MINUTES} minutes. You may pay for it with another card during the hold; you cannot spin again in that game until it is paid or the hold ends, and then the number returns to the game.`,
            'If the payment service does not answer, the number stays pending and the payment is settled once, never charged twice.',
          ]}
        />
      </Section>
      <Section title="Important notes">
        <Bullets
          items={[
            `You must be ${MINIMUM_AGE} or older and a resident of an eligible state to take part (see the Official Rules).`,
            'The server decides every spin: what the wheel shows is the number the server drew for you.',
            'Deleting your account erases your personal data; the anonymised record of claims and payments is kept.',
          ]}
        />
      </Section>
    </PublicPage>
  );
}
