import { useState } from 'react';
import { PasswordField } from './password-field';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirm: '' };

/** The three fields' values, with a reset for after a successful change. */
export function usePasswordChange() {
  const [values, setValues] = useState(EMPTY);
  const set = (key: keyof PasswordChange) => (value: string) =>
    setValues((old) => ({ ...old, [key]: value }));
  return { values, set, reset: () => setValues(EMPTY) };
}

/** Current, new and confirmation fields of a change-password form (player dashboard and back office). */
export function PasswordChangeFields({ change }: { change: ReturnType<typeof usePasswordChange> }) {
  const { values, set } = change;
  return (
    <>
      <PasswordField
        label="Current Password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        isRequired
        autoComplete="current-password"
      />
      <PasswordField
        label="New Password"
        value={values.newPassword}
        onChange={set('newPassword')}
        isRequired
        autoComplete="new-password"
      />
      <PasswordField
        label="Confirm New Password"
        value={values.confirm}
        onChange={set('confirm')}
        isRequired
        autoComplete="new-password"
      />
    </>
  );
}
