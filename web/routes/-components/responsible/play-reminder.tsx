import { useNavigate } from '@tanstack/react-router';
import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Link } from '../../../ui/link';
import { playedFor } from './play-session';
import { usePlaySession } from './use-play-session';

/** After every 30 minutes of continuous play: time played and money spent in the session, and a way to stop. */
export function PlayReminder({ enabled }: { enabled: boolean }) {
  const navigate = useNavigate();
  const { session, due, keepPlaying, stop } = usePlaySession(enabled);
  const since = session ? new Date(session.startedAt).toISOString() : undefined;
  const spending = trpc.responsiblePlay.spending.useQuery(since ? { since } : undefined, {
    enabled: due && since !== undefined,
  });
  const open = due && session !== null;
  const spent = spending.data?.session?.spent;
  return (
    <Dialog
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && keepPlaying()}
      role="alertdialog"
      tone="warning"
      icon="⏰"
      title="Time for a Check-In"
      actions={
        <>
          <Button
            variant="ghost"
            onPress={() => {
              stop();
              void navigate({ to: '/dashboard', search: { tab: 'limits' } });
            }}
          >
            Stop Playing
          </Button>
          <Button onPress={keepPlaying}>Keep Playing</Button>
        </>
      }
    >
      <p>
        You have been playing for <strong>{session ? playedFor(Date.now() - session.startedAt) : ''}</strong>
        {spent === undefined ? (
          '.'
        ) : (
          <>
            {' '}
            and have spent <strong>{formatAmount(spent)}</strong> in this session.
          </>
        )}
      </p>
      <p>
        Stop Playing takes you to your limits and breaks. Need to talk to someone? Call 1-800-GAMBLER.{' '}
        <Link href="/responsible-play">About responsible play</Link>
      </p>
    </Dialog>
  );
}
