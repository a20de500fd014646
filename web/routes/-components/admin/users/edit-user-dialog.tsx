import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { messageOf } from '../../../../lib/errors';
import { trpc } from '../../../../lib/trpc';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { TextField } from '../../../../ui/text-field';
import { useToast } from '../../../../ui/toast-queue';
import * as office from '../back-office.css';
import type { DirectoryUser } from './types';
import { useUsersChanged } from './use-users-changed';

/** Edit user: name, phone and state; the server checks each field and names the one it refuses. */
export function EditUserDialog({ user, onClose }: { user: DirectoryUser; onClose: () => void }) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    state: user.state ?? '',
  });
  const toast = useToast();
  const changed = useUsersChanged();
  const update = trpc.admin.users.update.useMutation({
    onSuccess: () => {
      toast.success('User Updated', `${user.email} has been updated`);
      changed();
      onClose();
    },
  });
  const set = (key: keyof typeof values) => (value: string) => setValues({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      id: user.id,
      changes: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim() === '' ? null : values.phone.trim(),
        state: values.state.trim() === '' ? null : values.state.trim().toUpperCase(),
      },
    });
  };
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={`Edit ${user.email}`}>
      <Form className={office.form} onSubmit={submit}>
        {update.isError ? (
          <Alert tone="danger">{messageOf(update.error, 'Failed to update user')}</Alert>
        ) : null}
        <div className={office.fields}>
          <TextField label="First Name" isRequired value={values.firstName} onChange={set('firstName')} />
          <TextField label="Last Name" isRequired value={values.lastName} onChange={set('lastName')} />
          <TextField label="Phone" type="tel" value={values.phone} onChange={set('phone')} />
          <TextField
            label="State"
            description="Two-letter code, e.g. TN"
            value={values.state}
            onChange={set('state')}
          />
        </div>
        <div className={office.actions}>
          <Button variant="ghost" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
