import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import * as styles from '../../-components/not-found.css';

export interface GameStateScreenProps {
  icon: string;
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
}

/** A whole-page state of the game page (not found, ended, all taken, could not load). */
export function GameStateScreen({ icon, title, children, onRetry }: GameStateScreenProps) {
  useDocumentTitle(title);
  return (
    <main className={styles.page}>
      <p className={styles.icon} aria-hidden="true">
        {icon}
      </p>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.text}>{children}</div> : null}
      {onRetry ? (
        <Button variant="ghost" onPress={onRetry}>
          Try Again
        </Button>
      ) : null}
      <LinkButton href="/games">Back to Games</LinkButton>
    </main>
  );
}

/**
 * A page of one game by its id in the address (`/fairness/7`, `/rules/7`): the page for a well-formed
 * id, else the not-found screen.
 */
export function ByGameId({ raw, page }: { raw: string; page: (gameId: number) => ReactNode }) {
  const gameId = Number(raw);
  if (!/^[1-9]\d*$/.test(raw) || !Number.isSafeInteger(gameId)) {
    return (
      <GameStateScreen icon="🔍" title="Game Not Found">
        <p>There is no game with this number.</p>
      </GameStateScreen>
    );
  }
  return page(gameId);
}
