import { formatPrizeValue } from '../../../lib/format';
import { useHydrated } from '../../../lib/hydrated';
import { trpc } from '../../../lib/trpc';
import * as styles from './landing.css';

/** The three reasons to play shown beside the sign-up form; the prize line names a real prize on offer. */
export function SideCards() {
  const games = trpc.games.list.useQuery();
  // The server renders this page without the games (web/lib/hydrated.ts): the prize line follows them
  // once hydrated, even when the lobby's prefetch has answered before hydration.
  const hydrated = useHydrated();
  const offered = hydrated ? games.data : undefined;
  const topGame = offered
    ?.filter((game) => game.isActive)
    .reduce<NonNullable<typeof offered>[number] | undefined>(
      (best, game) => (!best || Number(game.prizeValue) > Number(best.prizeValue) ? game : best),
      undefined,
    );

  return (
    <aside className={styles.sideCards} aria-label="Why play">
      <section className={styles.sideCard}>
        <span className={styles.sideIcon} aria-hidden="true">
          🎡
        </span>
        <div>
          <h3 className={styles.sideTitle}>Spin to Win</h3>
          <p className={styles.sideText}>
            Every spin claims one number on the wheel. You pay what you land on, and a game with a free range
            gives every player one free entry.
          </p>
        </div>
      </section>
      <section className={styles.sideCard}>
        <span className={styles.sideIcon} aria-hidden="true">
          🔒
        </span>
        <div>
          <h3 className={styles.sideTitle}>Safe and Secure</h3>
          <p className={styles.sideText}>
            Cards are stored and charged by Square; card numbers never reach our servers.
          </p>
        </div>
      </section>
      <section className={styles.sideCard}>
        <span className={styles.sideIcon} aria-hidden="true">
          🏆
        </span>
        <div>
          <h3 className={styles.sideTitle}>Amazing Prizes</h3>
          <p className={styles.sideText}>
            {topGame
              ? `Play now for prizes like the ${topGame.prize} worth ${formatPrizeValue(topGame.prizeValue)}.`
              : 'Every game has a real prize, and a winner is picked for each one.'}
          </p>
        </div>
      </section>
    </aside>
  );
}
