import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './admin-games.css';
import type { AdminGame } from './admin-types';
import { GameAlertDialog } from './game-alert-dialog';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * End a live game now (docs/rules/games.md, Ending a game now): its end moves to now, it takes no more
 * spins, and its random draw may run at once. The card offers it when the server's `actions.endNow` says so.
 */
export function EndGameDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const end = trpc.admin.games.end.useMutation({
    onSuccess: (ended) => {
      toast.success(
        'Game Ended',
        ended.actions.pickWinner
          ? `${ended.name} has ended. Open Winner to run the random draw.`
          : `${ended.name} has ended. It had no entries, so there is no winner to draw.`,
      );
      void utils.admin.games.invalidate();
      onClose();
    },
    onError: (failure) => setError(messageOf(failure, 'The game could not be ended. Please try again.')),
  });
  return (
    <GameAlertDialog
      game={game}
      title="End Game Now?"
      isPending={end.isPending}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={end.isPending}>
            Keep Running
          </Button>
          <Button variant="danger" onPress={() => end.mutate({ id: game.id })} isDisabled={end.isPending}>
            {end.isPending ? 'Ending...' : 'End Now'}
          </Button>
        </>
      }
    >
      <p>Ending {game.name} now:</p>
      <ul className={styles.consequences}>
        <li>closes it at once: no more spins or payments are taken, and this cannot be undone;</li>
        <li>
          keeps every entry ({counted(game.playersCount, 'player', 'players')},{' '}
          {counted(game.totalSpins, 'entry', 'entries')}) in the draw, and publishes the game's server seed;
        </li>
        <li>
          writes the new end time to its public fairness log, and shows the game as ended to its players;
        </li>
        <li>lets you run the random draw right away from Winner.</li>
      </ul>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </GameAlertDialog>
  );
}
