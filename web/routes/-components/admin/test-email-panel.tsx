import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './back-office.css';

type TestEmailType = 'winner' | 'completion';

/** The test-email panel (docs/rules/mail.md, Test e-mails): one address, a winner or a completion test e-mail sent to it. */
export function TestEmailPanel() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const send = trpc.admin.mail.sendTest.useMutation();
  const disabled = send.isPending || !email.includes('@');

  const sendTest = async (type: TestEmailType) => {
    try {
      const sent = await send.mutateAsync({ email, type });
      toast.success('Email Sent', `${sent.message} to ${email}`);
      void utils.admin.mail.list.invalidate();
    } catch (failure) {
      toast.error('Email Failed', messageOf(failure, 'Failed to send test email'));
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) void sendTest('winner');
  };

  return (
    <section className={styles.card} aria-labelledby="test-email-title">
      <h3 id="test-email-title" className={styles.sectionTitle}>
        Test Emails
      </h3>
      <Form onSubmit={submit} className={styles.form} aria-labelledby="test-email-title">
        <TextField
          label="Test email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <div className={styles.actions}>
          <Button isDisabled={disabled} onPress={() => void sendTest('winner')}>
            Send Winner Test
          </Button>
          <Button variant="secondary" isDisabled={disabled} onPress={() => void sendTest('completion')}>
            Send Completion Test
          </Button>
        </div>
      </Form>
    </section>
  );
}
