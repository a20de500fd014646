import { GameCardSkeleton } from './game-card-skeleton';
import * as styles from './lobby.css';
import { LobbyBanner } from './lobby-banner';

/**
 * The lobby while its games load: the banner, the heading and three cards' frames, each the size of
 * what replaces it, so the page paints its layout at once and nothing shifts when the games arrive.
 */
export function LobbyLoading() {
  return (
    <>
      <LobbyBanner games={null} />
      <section aria-labelledby="games-heading" aria-busy="true">
        <h2 id="games-heading" className={styles.sectionTitle}>
          Live Games
        </h2>
        <p className={styles.visuallyHidden} role="status">
          Loading Games...
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <GameCardSkeleton index={index} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
