import { memo } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { formatPrizeValue } from '../../../lib/format';
import { prizeIcon } from '../../../lib/prize-icon';
import type { GameOut } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import * as styles from './game-header.css';

export interface GameHeaderProps {
  game: GameOut;
  isLive: boolean;
}

/** Memoised: the game page renders again at each answer of its queries; this changes only with the game. */
export const GameHeader = memo(function GameHeader({ game, isLive }: GameHeaderProps) {
  const { state, logout } = useAuth();
  return (
    <>
      <div className={styles.topBar}>
        <LinkButton href="/games" variant="ghost" size="sm">
          ← Back to Games
        </LinkButton>
        <span className={styles.brand}>
          <span aria-hidden="true">🎡</span> Prize Wheel
        </span>
        {state.status === 'signed-in' ? (
          <nav className={styles.account} aria-label="Your account">
            <LinkButton href="/dashboard" variant="ghost" size="sm">
              Dashboard
            </LinkButton>
            <Button variant="ghost" size="sm" onPress={() => void logout()}>
              Logout
            </Button>
          </nav>
        ) : (
          <LinkButton href={`/?gameId=${game.id}&tab=login`} variant="ghost" size="sm">
            Login
          </LinkButton>
        )}
      </div>
      <header className={styles.header}>
        {game.prizeImageUrl ? (
          <img className={styles.prizeImage} src={game.prizeImageUrl} alt={game.prize} />
        ) : (
          <span className={styles.prizeEmoji} role="img" aria-label={game.prize}>
            {game.emoji || prizeIcon(game.name, game.prize)}
          </span>
        )}
        <div className={styles.info}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{game.name}</h1>
            {isLive ? <span className={styles.live}>● LIVE</span> : null}
            <span className={styles.code} title="Game code">
              {game.code}
            </span>
          </div>
          <p className={styles.prize}>
            Grand Prize: {game.prize}{' '}
            <span className={styles.prizeValue}>{formatPrizeValue(game.prizeValue)}</span>
          </p>
          {game.prizeDescription ? <p>{game.prizeDescription}</p> : null}
        </div>
      </header>
    </>
  );
});
