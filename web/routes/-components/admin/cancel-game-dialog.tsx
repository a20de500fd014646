import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { CANCEL_REASON_REQUIRED_MESSAGE, REASON_MAX } from '../../../../domain/winners/winner-selection';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { countOf } from '../../../lib/us-format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as field from '../../../ui/field.css';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './admin-games.css';
import type { AdminGame } from './admin-types';
import { standingPrizesLine, standingPrizesNote } from './cancel-game-text';
import { GameAlertDialog } from './game-alert-dialog';

/**
 * Cancel a game with a required, public reason: no winner is drawn, every paid number is refunded to
 * its card, the instant prizes already won stand, and each player is e-mailed once. Refunds the gateway has not confirmed yet are finished
 * in the background.
 */
export function CancelGameDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const cancel = trpc.admin.games.cancel.useMutation({
    onSuccess: (answer) => {
      const { refunded, total, done } = answer.refunds;
      toast.success(
        'Game Cancelled',
        (done
          ? `${countOf(total, 'paid number')} refunded.`
          : `${refunded} of ${total} refunds confirmed so far; the rest are finished in the background.`) +
          standingPrizesNote(answer.instantPrizesStanding),
      );
      // The refunds panel and the games list show the cancel at once.
      void utils.admin.games.invalidate();
      void utils.admin.refunds.list.invalidate();
      onClose();
    },
    onError: (failure) => setError(messageOf(failure, 'The game could not be cancelled. Please try again.')),
  });
  const standingLine = standingPrizesLine(game.instantPrizesWon);
  const submit = () => {
    if (!reason.trim()) return setError(CANCEL_REASON_REQUIRED_MESSAGE);
    setError(null);
    cancel.mutate({ id: game.id, reason: reason.trim() });
  };
  return (
    <GameAlertDialog
      game={game}
      title="Cancel Game and Refund?"
      isPending={cancel.isPending}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={cancel.isPending}>
            Keep Game
          </Button>
          <Button variant="danger" onPress={submit} isDisabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling Game...' : 'Cancel Game and Refund'}
          </Button>
        </>
      }
    >
      <p>Cancelling {game.name}:</p>
      <ul className={styles.consequences}>
        <li>ends it for good: no winner is drawn, and no spin or payment is taken;</li>
        <li>
          refunds every paid number in full to the card it was charged to (
          {countOf(game.playersCount, 'player')}, {countOf(game.totalSpins, 'entry', 'entries')}), including
          payments still being confirmed;
        </li>
        {standingLine ? <li>{standingLine}</li> : null}
        <li>e-mails each player once with the reason and their refunds;</li>
        <li>shows the reason on the game page and in its public fairness log.</li>
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          value={reason}
          onChange={setReason}
          isRequired
          maxLength={REASON_MAX}
          isDisabled={cancel.isPending}
          className={field.field}
        >
          <Label className={field.label}>Reason (shown to players)</Label>
          <TextArea className={`${field.control} ${styles.textArea}`} />
        </TextField>
      </form>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </GameAlertDialog>
  );
}
