import { memo } from 'react';
import { gamePriceWording } from '../../../../domain/games/price-wording';
import { hasFreeRange, sellsNumbers } from '../../../lib/game-rules';
import type { GameOut } from '../../../lib/trpc';
import { Link } from '../../../ui/link';
import * as styles from './game-page.css';
import * as local from './how-to-play.css';

/** The first step names the free entry only where the game offers one (a game with a free range). */
const joinStep = (freeEntry: boolean) => ({
  title: 'Join the game',
  text: freeEntry
    ? 'Sign up or log in; every account gets one free entry in this game.'
    : 'Sign up or log in. This game has no free entry: every number in it is paid for.',
});

/** What a number of this game costs, in its type's words; a game that sells none is played free. */
const payStep = (game: GameOut) => {
  const { perNumber, free } = gamePriceWording(game);
  if (!sellsNumbers(game) && free) return { title: 'Play with your free entry', text: free };
  return { title: 'Pay what you land on', text: free ? `${perNumber} ${free}` : perNumber };
};

const SPIN_STEP = { title: 'Spin the wheel', text: 'Each spin claims one still-available number for you.' };
const WIN_STEP = {
  title: 'Win the prize',
  text: 'One winner is picked from the claimed numbers and notified by e-mail.',
};

/** Memoised: the game page renders again at each answer of its queries; this changes only with the game. */
export const HowToPlay = memo(function HowToPlay({ game }: { game: GameOut }) {
  return (
    <section className={styles.card} aria-labelledby="how-to-play-title">
      <h2 id="how-to-play-title" className={styles.cardTitle}>
        How to Play
      </h2>
      <ol className={local.steps}>
        {[joinStep(hasFreeRange(game)), SPIN_STEP, payStep(game), WIN_STEP].map((step, index) => (
          <li key={step.title} className={local.step}>
            <span className={local.badge} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <p className={local.stepTitle}>{step.title}</p>
              <p className={styles.muted}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link href="/how-to-play" target="_blank" rel="noopener">
        Read the full rules (opens in a new tab)
      </Link>{' '}
      · <Link href={`/rules/${game.id}`}>This game's terms, every version</Link>
    </section>
  );
});
