import { Bullets, Paragraph, Section } from '../../-components/public/public-page';
import { InstantWinsInPlainWords } from './instant-wins-in-plain-words';

/** The scheme of docs/rules/fairness.md in plain words, shown on /fairness and under every game's verification. */
export function SchemeInPlainWords() {
  return (
    <>
      <Section title="Before the first spin: a sealed secret">
        <Paragraph>
          When a game is created, our server makes a secret of 32 random bytes, the server seed. It keeps the
          seed hidden while the game runs, but publishes its fingerprint at once: the SHA-256 hash of the
          seed, called the commitment. Nobody can work the seed out from the commitment, and we cannot swap
          the seed later without the fingerprint changing.
        </Paragraph>
      </Section>
      <Section title="Your own say: the client seed">
        <Paragraph>
          Every player has a client seed: 1 to 64 letters, digits or other printable characters, chosen at
          random when you register. You can change it in your dashboard whenever you like. Because your seed
          goes into your pick, we cannot know in advance which number a spin of yours will land on.
        </Paragraph>
        <Paragraph>
          In each game, your spins use your seed for that game: the HMAC-SHA256 of "g:" and the game's number
          (for example "g:12"), with your client seed as the key, written in hex. That is what the game's log
          shows, so nobody reading the logs can tell that entries of two games are the same player's; you,
          knowing your seed, can work yours out (your transactions and each game's fairness page show them).
          Games from before this rule show the client seed itself.
        </Paragraph>
      </Section>
      <Section title="How a number is picked">
        <Bullets
          items={[
            'Spins of a game are numbered 1, 2, 3 and so on, with no gaps: a refused spin takes no number.',
            'Spin number k of game g by a player whose seed for the game is c uses the message "g:k:c", for example "12:3:9f86d0…".',
            'The server seed and the message go through HMAC-SHA256 to make a stream of random bytes, read four bytes at a time.',
            'The candidates are the numbers still available, in ascending order (for a free spin, those of the free range). A value from the stream chooses one of them; values that would favour some numbers over others are skipped, so every candidate has exactly the same chance.',
          ]}
        />
      </Section>
      <Section title="A history anyone can hold">
        <Paragraph>
          Every claim, every number returned to the pool (a declined payment whose hold ended), every instant
          prize won and the draw is written to the game's log. Each entry's hash covers the hash before it,
          starting from the commitment, so changing any entry changes every hash after it. The last hash, the
          log head, is shown on the game page while you play: note it, and you can later prove the history was
          not rewritten.
        </Paragraph>
      </Section>
      <Section title="The draw">
        <Paragraph>
          The winner is drawn the same way, among the numbers of all settled claims (paid and free entries
          have the same chance), with the message "g:draw:H", where H is the log head just before the draw. A
          winner picked by hand is shown as the operator's pick, with its reason.
        </Paragraph>
      </Section>
      <InstantWinsInPlainWords />
      <Section title="Checking it yourself">
        <Paragraph>
          When the game closes (it ends or sells out), the server seed is revealed. Its fairness page then
          re-does every step in your own browser: that the seed matches the commitment, that every hash links,
          and that every claim, every instant-win number and the draw are exactly the numbers the seeds give.
          You can also run the same checks from a terminal with the project's command-line verifier: npm run
          verify -- the site's address and the game number.
        </Paragraph>
      </Section>
    </>
  );
}
