import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { isTransportFailure, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { PasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import * as styles from './admin.css';

interface Problem {
  title: string;
  text: string;
}

/** The administrator sign-in (admin.md sections 2, 5 and 8). */
export function AdminLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const utils = trpc.useUtils();
  const login = trpc.admin.auth.login.useMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (email.trim() === '' || password === '') {
      setProblem({ title: 'Missing information', text: 'Please enter both email and password' });
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: async () => {
          await utils.admin.auth.me.invalidate();
          onSignedIn();
        },
        onError: (cause) => {
          const text = isTransportFailure(cause)
            ? 'Network error occurred'
            : messageOf(cause, 'Invalid credentials');
          setPassword('');
          setProblem({ title: 'Login failed', text });
        },
      },
    );
  };

  return (
    <main className={styles.loginPage}>
      <div className={styles.loginCard}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            🎡
          </span>
          <div>
            <h1 className={styles.title}>Admin Center</h1>
            <p className={styles.muted}>Administrator sign-in</p>
          </div>
        </div>
        <Form
          className={styles.form}
          onSubmit={submit}
          validationBehavior="aria"
          aria-label="Administrator sign-in"
        >
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" size="lg" fullWidth isDisabled={login.isPending}>
            {login.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
          {problem ? (
            <Alert tone="danger">
              <strong>{problem.title}</strong> - {problem.text}
            </Alert>
          ) : null}
          {login.isSuccess ? <Alert tone="success">Signed in. Opening the dashboard...</Alert> : null}
        </Form>
        <Link href="/">Back to Home</Link>
      </div>
    </main>
  );
}
