import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast-queue';

/**
 * The empty lobby's 'Get Notified': subscribes the signed-in player to new-game e-mails, which start
 * once the player confirms by the e-mailed link.
 */
export function GetNotified() {
  const toast = useToast();
  const subscribe = trpc.notifications.subscribe.useMutation({
    onSuccess: (result) => toast.success('Check Your E-mail', result.message),
    onError: (cause) => toast.error('Could Not Subscribe', messageOf(cause, 'Please try again.')),
  });
  return (
    <Button
      onPress={() => subscribe.mutate(undefined)}
      isDisabled={subscribe.isPending || subscribe.isSuccess}
    >
      {subscribe.isPending ? 'Subscribing...' : subscribe.isSuccess ? 'Check Your E-mail' : 'Get Notified'}
    </Button>
  );
}
