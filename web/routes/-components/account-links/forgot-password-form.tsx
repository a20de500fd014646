import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import * as styles from './account-links.css';

/** /forgot-password: the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = trpc.auth.forgotPassword.useMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    setFailure(null);
    if (email.trim() === '') return setFailure('Email is required');
    ask.mutate(
      { email: email.trim() },
      {
        onSuccess: (result) => setSent(result.message),
        onError: (cause) => setFailure(messageOf(cause, 'Your request could not be sent. Please try again.')),
      },
    );
  };

  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-label="Reset your password">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={email}
        onChange={setEmail}
      />
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button type="submit" size="lg" isDisabled={ask.isPending}>
        {ask.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </Form>
  );
}
