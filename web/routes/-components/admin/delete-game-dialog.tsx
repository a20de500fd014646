import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './admin-games.css';
import type { AdminGame } from './admin-types';

/** admin.md section 2's delete confirmation; a game with claims is archived and its payments kept. */
export function DeleteGameDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const remove = trpc.admin.games.delete.useMutation({
    onSuccess: (answer) => {
      toast.success(answer.outcome === 'deleted' ? 'Game Deleted' : 'Game Archived', answer.message);
      void utils.admin.games.list.invalidate();
      onClose();
    },
    onError: () => toast.error('Delete Failed', 'Failed to delete game'),
  });
  const hasClaims = game.numbersLocked;
  return (
    <Dialog
      isOpen
      role="alertdialog"
      tone="danger"
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete Game?"
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
            Keep Game
          </Button>
          <Button
            variant="danger"
            onPress={() => remove.mutate({ id: game.id })}
            isDisabled={remove.isPending}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Forever'}
          </Button>
        </>
      }
    >
      <div className={styles.cardTop}>
        <span className={styles.bigEmoji} aria-hidden="true">
          {game.emoji}
        </span>
        <div>
          <strong>{game.name}</strong>
          <div className={styles.term}>{game.code}</div>
        </div>
      </div>
      <ul className={styles.consequences}>
        <li>This action cannot be undone</li>
        <li>All game data will be lost</li>
        <li>Player progress will be deleted</li>
      </ul>
      {hasClaims ? (
        <p>
          Numbers have been claimed in this game, so it is removed from every list and closed to play, while
          its payment records are kept.
        </p>
      ) : null}
    </Dialog>
  );
}
