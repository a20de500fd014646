import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useAuth } from '../../../auth/auth-context';
import { appCodeOf, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useFieldsTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { PasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import { AuthErrorDialog, type AuthFailure } from './auth-error-dialog';
import * as styles from './landing.css';

export interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function LoginForm({ email, onEmailChange }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  /** A wrong e-mail or password is the player's to fix: said beside the form, not in the error dialog. */
  const [rejected, setRejected] = useState(false);
  const { signedIn } = useAuth();
  const login = trpc.auth.login.useMutation();
  const form = useRef<HTMLFormElement>(null);
  useFieldsTypedBeforeHydration(form, (typed) => {
    if (typeof typed.email === 'string') onEmailChange(typed.email);
    if (typeof typed.password === 'string') setPassword(typed.password);
  });

  const submit = () => {
    if (email.trim() === '' || password === '') return;
    setRejected(false);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (result) => signedIn(result.user),
        onError: (cause) => {
          const code = appCodeOf(cause);
          if (code === 'INVALID_CREDENTIALS') setRejected(true);
          else setFailure({ message: messageOf(cause, 'Login failed'), code });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <>
      <Form
        ref={form}
        className={styles.form}
        onSubmit={onSubmit}
        validationBehavior="aria"
        aria-labelledby="login-heading"
      >
        <h2 id="login-heading" className={styles.formHeading}>
          Welcome back
        </h2>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={onEmailChange}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={email.trim() === '' || password === '' || login.isPending}
        >
          {login.isPending ? 'Logging In...' : 'Login'}
        </Button>
        {rejected ? <Alert tone="danger">Invalid email or password</Alert> : null}
        <Link href="/forgot-password">Forgot your password?</Link>
      </Form>
      <AuthErrorDialog
        failure={failure}
        onClose={() => setFailure(null)}
        onRetry={() => {
          const code = failure?.code;
          setFailure(null);
          // A wrong password needs retyping; a dropped connection just needs another go.
          if (code) setPassword('');
          else submit();
        }}
      />
    </>
  );
}
