import { sitePriceSentences } from '../../../../domain/games/price-wording';
import { REFUND_POLICY } from '../../../../domain/payments/refund-policy';
import { BLOCKED_STATES_TEXT, HOLD_MINUTES, MINIMUM_AGE } from './product-facts';
import { Bullets, Paragraph, PublicPage, Section } from './public-page';

export function TermsPage() {
  return (
    <PublicPage
      title="Terms & Conditions"
      icon="📜"
      intro="The agreement between you and Prize Wheel when you create an account and play."
      related={[
        { href: '/privacy', label: 'Privacy Policy' },
        { href: '/official-rules', label: 'Official Rules' },
        { href: '/prize-rules', label: 'Prize Rules' },
        { href: '/contact', label: 'Contact Us' },
      ]}
    >
      <Section title="1. Accepting these terms">
        <Paragraph>
          By creating an account you confirm that you have read and accept these Terms, the Privacy Policy and
          the Official Rules. We record the moment you accepted them.
        </Paragraph>
      </Section>
      <Section title="2. Who may play">
        <Bullets
          items={[
            `You must be ${MINIMUM_AGE} years of age or older.`,
            `You must live in one of the 50 United States or the District of Columbia, except ${BLOCKED_STATES_TEXT}, whose residents may not take part.`,
            'One account per person. The details you give must be true; we may close accounts that break these Terms.',
          ]}
        />
      </Section>
      <Section title="3. Your account">
        <Paragraph>
          Keep your password to yourself; you are responsible for what is done with your account. You may
          change your details or delete your account at any time from your dashboard.
        </Paragraph>
      </Section>
      <Section title="4. Games, spins and prices">
        <Bullets
          items={[
            'Each game has its own numbers, free range, prize and end time, shown on its page.',
            `Each spin claims one available number chosen at random by our server. ${sitePriceSentences().join(' ')}`,
            'In every game with a free range you have one free entry; a game without one has no free entry. A paid spin needs a card saved in your account.',
            'No spin is accepted after a game has ended or once all its numbers are claimed.',
          ]}
        />
      </Section>
      <Section title="5. Payments and refunds">
        <Paragraph>
          Paid spins are charged at once to your default card through Square. {REFUND_POLICY} A declined
          payment holds the number for you for {HOLD_MINUTES} minutes, during which you may pay for it with
          another card.
        </Paragraph>
      </Section>
      <Section title="6. Winners and prizes">
        <Paragraph>
          One winner is chosen per game as the Official Rules describe, and is notified by e-mail. Prizes
          cannot be exchanged for cash unless the Official Rules say so. A winner claims the prize on their
          claim page within the claim window the Official Rules state; a game's prize not claimed in time is
          forfeited and drawn again, an instant prize is forfeited. Taxes on a prize are the winner's
          responsibility, and a prize worth $600 or more is reported to the IRS with the winner's taxpayer
          identification number. How long a winner's claim data is kept, also after the account is deleted, is
          set out in the Privacy Policy.
        </Paragraph>
      </Section>
      <Section title="7. Fair play">
        <Paragraph>
          Do not use automated tools, several accounts or any other means to gain an unfair advantage or to
          disturb the service. We may refuse entries obtained that way.
        </Paragraph>
      </Section>
      <Section title="8. Changes and contact">
        <Paragraph>
          We may update these Terms; the new version applies to games that start after it is published.
          Questions are welcome through the Contact page.
        </Paragraph>
      </Section>
    </PublicPage>
  );
}
