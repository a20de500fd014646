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
