import type { ReactNode } from 'react';
import { Dialog } from '../../../ui/dialog';
import * as styles from './admin-games.css';
import type { AdminGame } from './admin-types';

/** The game's emoji, name and code: as the card's heading (with its id), or as a dialog's subject. */
export function GameIdentity({ game, headingId }: { game: AdminGame; headingId?: string }) {
  return (
    <div className={styles.cardTop}>
      <span className={styles.bigEmoji} aria-hidden="true">
        {game.emoji}
      </span>
      <div>
        {headingId ? (
          <h3 id={headingId} className={styles.cardTitle}>
            {game.name}
          </h3>
        ) : (
          <strong>{game.name}</strong>
        )}
        <div className={styles.term}>{game.code}</div>
      </div>
    </div>
  );
}

/**
 * The frame of a confirmation that ends a game one way or another (delete, cancel and refund): an alert
 * dialog naming the game, which cannot be dismissed while its action is on its way.
 */
export function GameAlertDialog({
  game,
  title,
  isPending,
  onClose,
  actions,
  children,
}: {
  game: AdminGame;
  title: string;
  isPending: boolean;
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      isOpen
      role="alertdialog"
      tone="danger"
      onOpenChange={(open) => !open && !isPending && onClose()}
      title={title}
      actions={actions}
    >
      <GameIdentity game={game} />
      {children}
    </Dialog>
  );
}
