import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as styles from './account-links.css';

interface LinkAction {
  isPending: boolean;
  mutate(
    input: { token: string },
    callbacks: { onSuccess(result: { message: string }): void; onError(cause: unknown): void },
  ): void;
}

/**
 * An e-mailed link's page: opening it changes nothing (mail scanners open links on their own); its
 * one button acts on the link's token and says what happened.
 */
function LinkActionPanel(props: {
  token: string;
  action: LinkAction;
  label: string;
  pendingLabel: string;
  failure: string;
}) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { action, token } = props;

  if (done) return <Alert tone="success">{done}</Alert>;
  return (
    <div className={styles.form}>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button
          size="lg"
          isDisabled={action.isPending}
          onPress={() =>
            action.mutate(
              { token },
              {
                onSuccess: (result) => setDone(result.message),
                onError: (cause) => setFailure(messageOf(cause, props.failure)),
              },
            )
          }
        >
          {action.isPending ? props.pendingLabel : props.label}
        </Button>
      </div>
    </div>
  );
}

/** The unsubscribe link of new-game e-mails: the button unsubscribes. */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = trpc.notifications.unsubscribe.useMutation();
  return (
    <LinkActionPanel
      token={token}
      action={unsubscribe}
      label="Unsubscribe"
      pendingLabel="Unsubscribing..."
      failure="You could not be unsubscribed. Please try again."
    />
  );
}

/** The link of the 'Get Notified' confirmation e-mail: the button confirms. */
export function ConfirmSubscriptionPanel({ token }: { token: string }) {
  const confirm = trpc.notifications.confirm.useMutation();
  return (
    <LinkActionPanel
      token={token}
      action={confirm}
      label="Confirm"
      pendingLabel="Confirming..."
      failure="Your subscription could not be confirmed. Please try again."
    />
  );
}
