import { sitePriceSentences } from '../../../../domain/games/price-wording';
import { useAuth } from '../../../auth/auth-context';
import { useDocumentTitle } from '../../../lib/document-title';
import { cardLabel } from '../../../payments/card-brand';
import { LinkButton } from '../../../ui/link-button';
import * as landing from '../landing/landing.css';
import * as styles from './onboarding.css';

/** Onboarding's last screen: the card is on file, on to the games (or back to the game the player came from). */
export function SetupComplete({ gameId }: { gameId?: number }) {
  useDocumentTitle("You're All Set");
  const { state } = useAuth();
  const card = cardLabel(state.user?.cardBrand, state.user?.cardLast4);
  return (
    <main className={landing.page}>
      <section
        className={`${landing.authCard} ${styles.narrow} ${styles.complete}`}
        aria-labelledby="done-title"
      >
        <span className={landing.logo} aria-hidden="true">
          🎉
        </span>
        <h1 id="done-title" className={landing.title}>
          You're All Set
        </h1>
        <p className={landing.intro}>
          {card ? `Your ${card} is on file. ` : 'Your card is on file. '}
          Every spin claims one number and charges its price to this card; you can change cards at any time.{' '}
          {sitePriceSentences().join(' ')}
        </p>
        <div className={styles.actions}>
          {gameId ? (
            <LinkButton href={`/game/${gameId}`} size="lg">
              Continue to Your Game
            </LinkButton>
          ) : null}
          <LinkButton href="/games" size="lg" variant={gameId ? 'ghost' : 'primary'}>
            Enter the Games
          </LinkButton>
        </div>
      </section>
    </main>
  );
}
