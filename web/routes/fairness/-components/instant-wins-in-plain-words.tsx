import { Bullets, Paragraph, Section } from '../../-components/public/public-page';

/** Instant wins of docs/rules/fairness.md in plain words, with what the commitment does not prevent. */
export function InstantWinsInPlainWords() {
  return (
    <>
      <Section title="Instant wins">
        <Paragraph>
          Some games carry instant prizes: a short list, in order, shown from the game's creation. Each one
          sits on a number, and whoever claims that number wins it: a free entry at once, a paid entry when
          its payment goes through. A number held for a payment that is declined and then released wins
          nothing; the next player to claim it and pay wins it. Instant winners stay in the main draw.
        </Paragraph>
        <Bullets
          items={[
            'The instant-win numbers are worked out from the same sealed server seed, before anyone plays: instant prize k of game g uses the message "g:instant:k" and picks among the numbers not already chosen for prizes 1 to k-1, in the same way as a spin.',
            'So they are fixed before the first spin: nobody, us included, can move a prize to another number when a big spender arrives, or away from a player who is about to land on it. Every number has the same chance of being an instant win.',
            'While the game runs, an instant-win number is public only once someone wins it: a prize won is its own entry in the log, written when the free entry is made or when the payment goes through, never while a number is held. When the game closes and the seed is revealed, every instant-win number is shown, and the fairness page and the command-line verifier re-derive them and check that each prize was won on its own number, once, by a claim of it that stood.',
          ]}
        />
      </Section>
      <Section title="What the commitment does not prevent">
        <Paragraph>
          The commitment proves the instant-win numbers were fixed before the game began; it cannot prove who
          knew them. Someone who knew a game's server seed while it runs could work the numbers out and try
          client seeds until one of their spins lands on a prize. The seed stays secret on our server until
          the game closes, and the official rules exclude the operator's staff from playing.
        </Paragraph>
      </Section>
    </>
  );
}
