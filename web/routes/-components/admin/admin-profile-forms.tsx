import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { isTransportFailure, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { PasswordChangeFields, usePasswordChange } from '../../../ui/password-change-fields';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast-queue';
import { adminPasswordProblem } from './admin-password-rules';
import * as styles from './back-office.css';

/** Admin Profile Management: the update-profile form and the change-password form. */
export function AdminProfileForms() {
  return (
    <section className={styles.card} aria-labelledby="admin-profile">
      <h3 id="admin-profile" className={styles.sectionTitle}>
        Admin Profile Management
      </h3>
      <div className={styles.fields}>
        <ProfileForm />
        <PasswordForm />
      </div>
    </section>
  );
}

function ProfileForm() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const me = trpc.admin.auth.me.useQuery();
  const update = trpc.admin.profile.update.useMutation();
  const [profile, setProfile] = useState({ email: '', firstName: '', lastName: '' });
  useEffect(() => {
    if (me.data) setProfile(me.data);
  }, [me.data]);
  const field = (name: keyof typeof profile) => ({
    value: profile[name],
    onChange: (value: string) => setProfile((current) => ({ ...current, [name]: value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      utils.admin.auth.me.setData(undefined, await update.mutateAsync(profile));
      toast.success('Profile Updated', 'Your profile information has been updated successfully');
    } catch (failure) {
      const offline = isTransportFailure(failure);
      toast.error(
        'Update Failed',
        offline ? 'Network error occurred' : messageOf(failure, 'Failed to update profile'),
      );
    }
  };

  return (
    <Form onSubmit={submit} className={styles.form} aria-label="Update profile">
      <TextField label="Email" type="email" autoComplete="email" isRequired {...field('email')} />
      <TextField label="First Name" autoComplete="given-name" isRequired {...field('firstName')} />
      <TextField label="Last Name" autoComplete="family-name" isRequired {...field('lastName')} />
      <Button type="submit" isDisabled={update.isPending || me.isPending}>
        {update.isPending ? 'Updating...' : 'Update Profile'}
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const toast = useToast();
  const change = trpc.admin.profile.changePassword.useMutation();
  const fields = usePasswordChange();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirm } = fields.values;
    const problem = adminPasswordProblem(newPassword, confirm);
    if (problem) {
      toast.error(...problem);
      return;
    }
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      fields.reset();
      toast.success('Password Changed', 'Your password has been changed; other sessions were signed out');
    } catch (failure) {
      const offline = isTransportFailure(failure);
      toast.error(
        'Password Change Failed',
        offline ? 'Network error occurred' : messageOf(failure, 'Failed to change password'),
      );
    }
  };

  return (
    <Form onSubmit={submit} className={styles.form} aria-label="Change password">
      <PasswordChangeFields change={fields} />
      <Button type="submit" variant="secondary" isDisabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </Form>
  );
}
