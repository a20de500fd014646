import { Paragraph, PublicPage, Section } from '../../-components/public/public-page';
import { SchemeInPlainWords } from './scheme-in-plain-words';

/** /fairness: the provably fair scheme explained for everyone. */
export function FairnessExplainedPage() {
  return (
    <PublicPage
      title="Provably Fair"
      icon="🔐"
      intro="Is it rigged? You do not have to take our word for it: every spin and every draw can be re-derived by you, in your browser."
      related={[
        { href: '/game-info', label: 'How Our Game Works' },
        { href: '/official-rules', label: 'Official Rules' },
        { href: '/how-to-play', label: 'How to Play' },
      ]}
    >
      <Section title="The short version">
        <Paragraph>
          Before a game's first spin we lock in a secret and publish its fingerprint. Every number is then
          worked out from that secret and from your own seed, and the game's whole history is chained together
          so it cannot be quietly rewritten. When the game closes we reveal the secret, and anyone can check
          every number and the winner. Each game's checks are on its own fairness page, at /fairness/ followed
          by the game number.
        </Paragraph>
      </Section>
      <SchemeInPlainWords />
    </PublicPage>
  );
}
