import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  NEW_PASSWORDS_DO_NOT_MATCH_MESSAGE,
  newPasswordProblem,
} from '../../../../domain/accounts/change-password';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { PasswordChangeFields, usePasswordChange } from '../../../ui/password-change-fields';
import * as styles from './dashboard.css';
import { useNotify } from './notices';

/** The domain's rules (domain/accounts/change-password.ts): the match check first, then the password's own. */
function changePasswordError(newPassword: string, confirm: string): string | null {
  if (newPassword !== confirm) return NEW_PASSWORDS_DO_NOT_MATCH_MESSAGE;
  return newPasswordProblem(newPassword)?.message ?? null;
}

export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} icon="🔒" title="Change Password">
      {/* Unmounted when closed, so the fields are cleared. */}
      {isOpen ? <PasswordForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function PasswordForm({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const change = trpc.account.changePassword.useMutation();
  const fields = usePasswordChange();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirm } = fields.values;
    const invalid = changePasswordError(newPassword, confirm);
    setError(invalid);
    if (invalid) return;
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      notify.success('Password Changed', 'Your password has been updated successfully.');
      onClose();
    } catch (failure) {
      const message = messageOf(failure, 'Failed to change password.');
      setError(message);
      notify.error('Error', message);
    }
  };

  return (
    <Form onSubmit={submit} className={styles.form}>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <PasswordChangeFields change={fields} />
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </Form>
  );
}
