import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { ADMIN_LOGIN_MISSING_MESSAGE } from '../../../../domain/admin/administrator';
import { appCodeOf, isTransportFailure, messageOf } from '../../../lib/errors';
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

/**
 * The administrator sign-in: e-mail and password, then, when the server asks for it (two-factor
 * sign-in on), the authenticator's 6-digit code or a recovery code.
 */
export function AdminLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const utils = trpc.useUtils();
  const login = trpc.admin.auth.login.useMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (email.trim() === '' || password === '') {
      setProblem({ title: 'Missing information', text: ADMIN_LOGIN_MISSING_MESSAGE });
      return;
    }
    if (askCode && code.trim() === '') {
      setProblem({ title: 'Missing information', text: 'Please enter the code from your authenticator app' });
      return;
    }
    login.mutate(
      { email: email.trim(), password, ...(askCode ? { code: code.trim() } : {}) },
      {
        onSuccess: async (answer) => {
          if ('twoFactorRequired' in answer) {
            setAskCode(true);
            return;
          }
          await utils.admin.auth.me.invalidate();
          onSignedIn();
        },
        onError: (cause) => {
          const text = isTransportFailure(cause)
            ? 'Network error occurred'
            : messageOf(cause, 'Invalid credentials');
          setCode('');
          if (!askCode) setPassword('');
          const locked = appCodeOf(cause) === 'TWO_FACTOR_LOCKED';
          setProblem({ title: locked ? 'Sign-in locked' : 'Login failed', text });
        },
      },
    );
  };
  const signedIn = login.isSuccess && !('twoFactorRequired' in login.data);

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
            isReadOnly={askCode}
          />
          {askCode ? (
            <TextField
              label="Authentication code"
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              value={code}
              onChange={setCode}
              description="The 6-digit code from your authenticator app, or one of your recovery codes"
            />
          ) : null}
          <Button type="submit" size="lg" fullWidth isDisabled={login.isPending}>
            {login.isPending ? 'Signing In...' : askCode ? 'Verify and Sign In' : 'Sign In'}
          </Button>
          {problem ? (
            <Alert tone="danger">
              <strong>{problem.title}</strong> - {problem.text}
            </Alert>
          ) : null}
          {signedIn ? <Alert tone="success">Signed in. Opening the dashboard...</Alert> : null}
        </Form>
        <Link href="/">Back to Home</Link>
      </div>
    </main>
  );
}
