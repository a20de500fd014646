import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as styles from './account-links.css';

/** The unsubscribe link's page: opening it changes nothing; the button unsubscribes. */
export function UnsubscribePanel({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const unsubscribe = trpc.notifications.unsubscribe.useMutation();

  if (done) return <Alert tone="success">{done}</Alert>;
  return (
    <div className={styles.form}>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button
          size="lg"
          isDisabled={unsubscribe.isPending}
          onPress={() =>
            unsubscribe.mutate(
              { token },
              {
                onSuccess: (result) => setDone(result.message),
                onError: (cause) =>
                  setFailure(messageOf(cause, 'You could not be unsubscribed. Please try again.')),
              },
            )
          }
        >
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </div>
    </div>
  );
}
