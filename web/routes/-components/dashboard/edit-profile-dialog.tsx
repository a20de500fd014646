import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useAuth } from '../../../auth/auth-context';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { ELIGIBLE_STATES } from '../landing/sign-up-rules';
import * as styles from './dashboard.css';
import { useNotify } from './notices';

/** Edit Profile: names, phone and state, checked by the server under the sign-up rules. */
export function EditProfileDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} icon="👤" title="Edit Profile">
      {isOpen ? <ProfileForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function ProfileForm({ onClose }: { onClose: () => void }) {
  const { state, signedIn } = useAuth();
  const user = state.user;
  const notify = useNotify();
  const update = trpc.account.updateProfile.useMutation();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [usState, setUsState] = useState<string | null>(user?.state ?? null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const updated = await update.mutateAsync({ firstName, lastName, phone, state: usState });
      signedIn(updated);
      notify.success('Profile Updated', 'Your profile has been saved.');
      onClose();
    } catch (failure) {
      setError(messageOf(failure, 'Failed to update profile.'));
    }
  };

  return (
    <Form onSubmit={submit} className={styles.form}>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <TextField
        label="First Name"
        value={firstName}
        onChange={setFirstName}
        isRequired
        autoComplete="given-name"
      />
      <TextField
        label="Last Name"
        value={lastName}
        onChange={setLastName}
        isRequired
        autoComplete="family-name"
      />
      <TextField label="Phone" value={phone} onChange={setPhone} type="tel" autoComplete="tel" />
      <Select label="State" options={ELIGIBLE_STATES} value={usState} onChange={setUsState} isRequired />
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </Form>
  );
}
