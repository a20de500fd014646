import { trpc } from '../../../lib/trpc';
import { countOf } from '../../../lib/us-format';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './admin-games.css';
import type { AdminGame } from './admin-types';
import { GameAlertDialog } from './game-alert-dialog';

/**
 * The delete confirmation says what deleting does today: a game nobody entered is removed for good;
 * a game with claims is taken off every list and closed to spins, with its claims and payments kept
 * on record and nobody refunded.
 */
export function DeleteGameDialog({
  game,
  onClose,
  onCancelAndRefund,
}: {
  game: AdminGame;
  onClose: () => void;
  /** Offered for a game with paid entries and no winner: cancel it and refund every paid number instead. */
  onCancelAndRefund?: (game: AdminGame) => void;
}) {
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
  const refundable = hasClaims && game.actions.cancel && onCancelAndRefund !== undefined;
  return (
    <GameAlertDialog
      game={game}
      title="Delete Game?"
      isPending={remove.isPending}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
            Keep Game
          </Button>
          {refundable ? (
            <Button variant="secondary" onPress={() => onCancelAndRefund(game)} isDisabled={remove.isPending}>
              Cancel Game and Refund
            </Button>
          ) : null}
          <Button
            variant="danger"
            onPress={() => remove.mutate({ id: game.id })}
            isDisabled={remove.isPending}
          >
            {remove.isPending ? 'Deleting...' : hasClaims ? 'Delete Game' : 'Delete Forever'}
          </Button>
        </>
      }
    >
      {hasClaims ? (
        <>
          <p>
            Players have claimed numbers in this game ({countOf(game.playersCount, 'player')},{' '}
            {countOf(game.totalSpins, 'entry', 'entries')}). Deleting it:
          </p>
          <ul className={styles.consequences}>
            <li>takes it off the lobby, the back office and every list, and refuses any further spin;</li>
            <li>keeps every claim, payment and receipt on record, and its winner if one was picked;</li>
            <li>
              refunds nobody: what players paid stays charged, and they are not e-mailed. A refund has to be
              made by hand with the payment provider.
            </li>
          </ul>
          <p>This cannot be undone from the back office.</p>
          {refundable ? (
            <p>
              To give players their money back instead, choose Cancel Game and Refund: the game is cancelled
              with a reason, every paid number is refunded to its card, and each player is e-mailed.
            </p>
          ) : null}
        </>
      ) : (
        <ul className={styles.consequences}>
          <li>This action cannot be undone</li>
          <li>Nobody has claimed a number, so no player has paid anything</li>
          <li>The game, its settings and its prize image are deleted for good</li>
        </ul>
      )}
    </GameAlertDialog>
  );
}
