import { useState } from 'react';
import { messageOf } from '../../../../lib/errors';
import { trpc } from '../../../../lib/trpc';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Select } from '../../../../ui/select';
import { Spinner } from '../../../../ui/spinner';
import { useToast } from '../../../../ui/toast-queue';
import * as office from '../back-office.css';
import {
  ACCOUNT_STATUS_OPTIONS,
  type AccountStatus,
  PROFILE_POLL_MS,
  ROLE_OPTIONS,
  type UserRole,
} from './types';
import { useUsersChanged } from './use-users-changed';

/** Account status and role, saved: an inactive or suspended player is signed out and cannot sign in. */
export function ProfileSettings({ userId }: { userId: number }) {
  const details = trpc.admin.users.details.useQuery({ id: userId }, { refetchInterval: PROFILE_POLL_MS });
  const [draft, setDraft] = useState<{ status?: AccountStatus; role?: UserRole }>({});
  const toast = useToast();
  const refresh = useUsersChanged();
  const save = trpc.admin.users.update.useMutation({
    onSuccess: ({ user }) => {
      toast.success('Settings Saved', `${user.email} is ${user.status}, role ${user.role}`);
      setDraft({});
      refresh();
    },
    onError: (error) => toast.error('Update Failed', messageOf(error, 'Failed to update user')),
  });
  if (details.isPending) return <Spinner label="Loading settings..." />;
  if (details.isError) return <Alert tone="danger">The settings could not be loaded.</Alert>;
  const status = draft.status ?? details.data.accountStatus;
  const role = draft.role ?? details.data.role;
  const isChanged = status !== details.data.accountStatus || role !== details.data.role;
  return (
    <div className={office.form}>
      <div className={office.fields}>
        <Select
          label="Account Status"
          options={ACCOUNT_STATUS_OPTIONS}
          value={status}
          onChange={(value) => value && setDraft({ ...draft, status: value as AccountStatus })}
          description="Inactive or suspended players are signed out and cannot sign in or spin."
        />
        <Select
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(value) => value && setDraft({ ...draft, role: value as UserRole })}
        />
      </div>
      <div className={office.actions}>
        <Button
          isDisabled={!isChanged || save.isPending}
          onPress={() => save.mutate({ id: userId, changes: { status, role } })}
        >
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </div>
  );
}
