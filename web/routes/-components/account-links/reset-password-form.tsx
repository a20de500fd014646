import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  validatePassword,
} from '../../../../domain/accounts/password-policy';
import { fieldOf, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { PasswordField } from '../../../ui/password-field';
import * as styles from './account-links.css';

/** The password rules (domain/accounts/password-policy.ts), in the sign-up form's order: match first. */
function problemOf(password: string, confirm: string): string | null {
  if (password !== confirm) return PASSWORDS_DO_NOT_MATCH_MESSAGE;
  const checked = validatePassword(password);
  return checked.ok ? null : checked.error.message;
}

/** /reset-password?token=...: a new password with the e-mailed link; every session ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ message: string; linkDead: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = trpc.auth.resetPassword.useMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local = problemOf(password, confirm);
    setProblem(local ? { message: local, linkDead: false } : null);
    if (local) return;
    reset.mutate(
      { token, password, confirmPassword: confirm },
      {
        onSuccess: (result) => setDone(result.message),
        onError: (cause) =>
          setProblem({
            message: messageOf(cause, 'Your password could not be reset. Please try again.'),
            linkDead: fieldOf(cause) === 'token',
          }),
      },
    );
  };

  if (done) {
    return (
      <div className={styles.form}>
        <Alert tone="success">{done}</Alert>
        <div className={styles.actions}>
          <Link href="/?tab=login">Go to Login</Link>
        </div>
      </div>
    );
  }
  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-label="Choose a new password">
      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
        description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        isRequired
        value={confirm}
        onChange={setConfirm}
      />
      {problem ? (
        <Alert tone="danger">
          {problem.message}{' '}
          {problem.linkDead ? <Link href="/forgot-password">Ask for a new link</Link> : null}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" isDisabled={reset.isPending || password === '' || confirm === ''}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </Form>
  );
}
