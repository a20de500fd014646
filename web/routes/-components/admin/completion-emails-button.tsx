import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './admin-games.css';
import type { AdminGame } from './admin-types';

/** A game is over (ended, or sold out): its completion e-mails can go, once. */
const isOver = (game: Pick<AdminGame, 'status'>) => game.status === 'ended' || game.status === 'complete';

/**
 * 'Send Completion Emails' on a game that is over: one e-mail to each participant who wants optional
 * e-mails, sent once per game (the server refuses a second send); afterwards the card says so.
 */
export function CompletionEmailsButton({ game }: { game: AdminGame }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const send = trpc.admin.games.sendCompletionEmails.useMutation({
    onSuccess: (answer) =>
      toast.success('Success', `Completion emails sent for ${game.name} (${answer.sent})`),
    onError: (failure) => toast.error('Error', messageOf(failure, 'Failed to send completion emails')),
    onSettled: () => void utils.admin.games.list.invalidate(),
  });
  if (!isOver(game)) return null;
  if (game.completionEmailsSent) return <span className={styles.note}>Completion emails sent</span>;
  return (
    <Button
      size="sm"
      variant="secondary"
      onPress={() => send.mutate({ id: game.id })}
      isDisabled={send.isPending}
      aria-label={`Send completion emails for ${game.name}`}
    >
      {send.isPending ? 'Sending...' : 'Send Completion Emails'}
    </Button>
  );
}
