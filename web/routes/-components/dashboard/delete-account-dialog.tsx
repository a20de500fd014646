import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useAuth } from '../../../auth/auth-context';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import * as styles from './dashboard.css';
import { useNotify } from './notices';

const DELETE_WORD = 'DELETE';

/** Enabled only when the typed text is exactly DELETE; on success the player goes to /. */
export function DeleteAccountDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      tone="warning"
      icon="⚠️"
      title="Delete Account"
    >
      {isOpen ? <DeleteForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function DeleteForm({ onClose }: { onClose: () => void }) {
  const { logout } = useAuth();
  const notify = useNotify();
  const remove = trpc.account.deleteAccount.useMutation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed !== DELETE_WORD) {
      setError("Please type 'DELETE' to confirm account deletion.");
      return;
    }
    try {
      await remove.mutateAsync({ confirmation: DELETE_WORD });
    } catch (failure) {
      const message = messageOf(failure, 'Failed to delete account.');
      setError(message);
      notify.error('Error', message);
      return;
    }
    notify.success('Account Deleted', 'Your account has been permanently deleted.');
    await logout();
  };

  return (
    <Form onSubmit={submit} className={styles.form}>
      <p>
        This permanently deletes your account, your saved cards and your sign-in. Your past entries stay in
        the games' records without your name. This cannot be undone.
      </p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <TextField label="Type DELETE to confirm" value={typed} onChange={setTyped} autoComplete="off" />
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isDisabled={typed !== DELETE_WORD || remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete Account'}
        </Button>
      </div>
    </Form>
  );
}
