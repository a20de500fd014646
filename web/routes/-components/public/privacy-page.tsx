import { Bullets, Paragraph, PublicPage, Section } from './public-page';

export function PrivacyPage() {
  return (
    <PublicPage
      title="Privacy Policy"
      icon="🔒"
      intro="What we collect, why, and how you stay in control of it."
      related={[
        { href: '/terms', label: 'Terms & Conditions' },
        { href: '/official-rules', label: 'Official Rules' },
        { href: '/contact', label: 'Contact Us' },
      ]}
    >
      <Section title="What we collect">
        <Bullets
          items={[
            'Account details: first and last name, e-mail address, phone number, state of residence, and when you accepted the Terms.',
            'Your password, stored only as a one-way hash.',
            'Play records: the numbers you claimed, in which game, when, and what you paid.',
            "Cards: the payment processor Square keeps your card; we store only its brand, last four digits, expiry and Square's reference to it.",
            'Messages you send through the Contact page, and your subscription to new-game e-mails if you ask for it.',
            'Your preferences (sound, confetti, notifications, privacy).',
            'If you win: your claim (legal name, date of birth, shipping address, phone, your typed signature with the time and the address it came from, the shipment) and, for a prize worth $600 or more, your Social Security Number or ITIN.',
          ]}
        />
      </Section>
      <Section title="How we use it">
        <Bullets
          items={[
            'To run your account, your spins and your payments.',
            'To check that you are eligible to play.',
            'To draw the winner of each game and tell the winner by e-mail.',
            'To answer your messages and, if you subscribed, to tell you about new games.',
          ]}
        />
        <Paragraph>We do not sell your data and we do not show advertising.</Paragraph>
      </Section>
      <Section title="A winner's claim">
        <Paragraph>
          We use a winner's claim only to check eligibility, ship the prize and meet our tax duties. The
          taxpayer identification number is stored encrypted (AES-256-GCM), is shown everywhere else only as
          its last four digits, and is read in full only in the yearly tax export for Form 1099, whose every
          download is recorded. The Winners page and the game's page show only your first name, last initial
          and state, or only your state when you keep your name private.
        </Paragraph>
        <Paragraph>
          Your claim is kept while your account exists. When you delete your account we erase from your claims
          your date of birth, phone, signature and the address it was sent from, and also your legal name,
          shipping address and taxpayer identification number, except for a prize worth $600 or more that you
          accepted: tax law makes us keep its record (legal name, address, the encrypted number and the
          prize's value) for four full years after the year of the prize, after which we erase it too. The
          prize, its value, the dates and the shipment stay, without your name.
        </Paragraph>
      </Section>
      <Section title="Cookies and storage">
        <Paragraph>
          We use one session cookie to keep you signed in, and your browser keeps a copy of your signed-in
          profile so that pages load quickly. We use no advertising or tracking cookies.
        </Paragraph>
      </Section>
      <Section title="Who receives it">
        <Paragraph>
          Square processes card payments. Our e-mail service delivers the messages we send you. Nobody else
          receives your personal data unless the law requires it.
        </Paragraph>
      </Section>
      <Section title="Your choices">
        <Bullets
          items={[
            'You can change your name, phone and state from your dashboard.',
            'You can delete your account at any time: your personal data, password, sessions and saved cards are erased. The record of claims and payments is kept without your name, because money records are never destroyed.',
            'You may keep your name private if you win: tick “Keep my name private” when you sign up, or turn Profile Visibility off on your dashboard at any time (it is the same choice). The Winners page and the game page then show only your state.',
          ]}
        />
      </Section>
    </PublicPage>
  );
}
