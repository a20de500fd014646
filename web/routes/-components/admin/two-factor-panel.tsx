import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import type { TwoFactorState } from '../../../../domain/admin-security/two-factor-state';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './back-office.css';
import * as own from './two-factor-panel.css';

/** What the server says sign-in asks of this administrator now (domain/admin-security/two-factor-state.ts). */
const STATE_TITLE: Record<TwoFactorState, string> = {
  on: 'Two-factor sign-in is on.',
  'setting-off': 'Two-factor sign-in is off.',
  'awaiting-code': 'Two-factor sign-in is not on yet.',
  'not-set-up': 'Two-factor sign-in is off.',
};

const STATE_TEXT: Record<TwoFactorState, string> = {
  on: 'Signing in asks for a code from your authenticator app after the password.',
  'setting-off':
    'Your authenticator app is set up, but the Two-factor authentication setting is off: signing in asks for no code. Tick it in Security Settings and save to turn it on again.',
  'awaiting-code':
    'Enter the first code from your authenticator app to finish the set-up: two-factor sign-in turns on then.',
  'not-set-up':
    'Set up an authenticator app and confirm its first code: two-factor sign-in turns on then, and signing in asks for a code.',
};

interface Enrolment {
  secret: string;
  qrCodeSvg: string;
}

/**
 * Two-factor sign-in for the signed-in administrator: scan the QR code (or type the secret), confirm
 * with a first code, which turns two-factor sign-in on, then keep the recovery codes shown this once.
 * Replacing an authenticator in use first asks for a current code of it or a recovery code (the server
 * refuses a replacement without). The card says the state the server reports.
 */
export function TwoFactorPanel() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const status = trpc.admin.twoFactor.status.useQuery();
  const start = trpc.admin.twoFactor.startEnrolment.useMutation();
  const confirm = trpc.admin.twoFactor.confirm.useMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  /** Replacing: the current code or recovery code asked first; null when not asked. */
  const [proof, setProof] = useState<string | null>(null);
  const [proofProblem, setProofProblem] = useState<string | null>(null);

  const begin = async () => {
    setProblem(null);
    setRecoveryCodes(null);
    if (status.data?.enrolled) {
      setProof('');
      setProofProblem(null);
      return;
    }
    try {
      setEnrolment(await start.mutateAsync({}));
    } catch (failure) {
      toast.error('Set-up Failed', messageOf(failure, 'Could not start the set-up'));
    }
  };

  const submitProof = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      setEnrolment(await start.mutateAsync({ code: proof ?? '' }));
      setProof(null);
      setProofProblem(null);
      await utils.admin.twoFactor.status.invalidate();
    } catch (failure) {
      setProof('');
      setProofProblem(messageOf(failure, 'That code is not valid'));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const answer = await confirm.mutateAsync({ code });
      setEnrolment(null);
      setCode('');
      setProblem(null);
      setRecoveryCodes(answer.recoveryCodes);
      // Confirming turned the setting on: the Security Settings show it.
      await Promise.all([utils.admin.twoFactor.status.invalidate(), utils.admin.settings.list.invalidate()]);
      toast.success('Two-Factor Sign-In On', 'Signing in now asks for a code from your authenticator app');
    } catch (failure) {
      setProblem(messageOf(failure, 'That code is not valid'));
    }
  };

  const state = status.data;
  return (
    <section className={styles.card} aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" className={styles.sectionTitle}>
        Two-Factor Sign-In
      </h3>
      {state ? (
        <p className={styles.muted} data-two-factor-state={state.state}>
          <strong>{STATE_TITLE[state.state]}</strong> {STATE_TEXT[state.state]}
          {state.enrolled ? ` ${state.recoveryCodesLeft} recovery codes left.` : ''}
        </p>
      ) : null}
      {recoveryCodes ? (
        <Alert tone="warning">
          <strong>Your recovery codes, shown only now.</strong> Keep them somewhere safe: each one signs you
          in once if you lose your authenticator app.
          <ul className={own.codes} aria-label="Recovery codes">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {enrolment ? (
        <div className={own.enrolment}>
          <img
            className={own.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
          />
          <div className={styles.form}>
            <p>
              Scan the QR code with your authenticator app, or enter this key:{' '}
              <code className={own.secret}>{enrolment.secret.match(/.{1,4}/g)?.join(' ')}</code>
            </p>
            <Form
              className={styles.form}
              onSubmit={(event) => void submit(event)}
              aria-label="Confirm authenticator"
            >
              <TextField
                label="Code from the app"
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={setCode}
                description="Enter the 6-digit code the app shows now to finish the set-up"
              />
              {problem ? <Alert tone="danger">{problem}</Alert> : null}
              <div className={styles.actions}>
                <Button type="submit" isDisabled={confirm.isPending || code.trim() === ''}>
                  {confirm.isPending ? 'Confirming...' : 'Confirm Code'}
                </Button>
                <Button variant="ghost" onPress={() => setEnrolment(null)}>
                  Cancel
                </Button>
              </div>
            </Form>
          </div>
        </div>
      ) : proof !== null ? (
        <Form
          className={styles.form}
          onSubmit={(event) => void submitProof(event)}
          aria-label="Replace authenticator"
        >
          <TextField
            label="Current code or recovery code"
            name="currentCode"
            autoComplete="one-time-code"
            value={proof}
            onChange={setProof}
            description="To replace your authenticator, enter the 6-digit code your app shows now, or one of your recovery codes"
          />
          {proofProblem ? <Alert tone="danger">{proofProblem}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" isDisabled={start.isPending || proof.trim() === ''}>
              {start.isPending ? 'Checking...' : 'Continue'}
            </Button>
            <Button variant="ghost" onPress={() => setProof(null)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <div className={styles.actions}>
          <Button
            variant={state?.enrolled ? 'ghost' : 'primary'}
            onPress={() => void begin()}
            isDisabled={start.isPending}
          >
            {state?.enrolled ? 'Set Up a New Authenticator' : 'Set Up Authenticator'}
          </Button>
        </div>
      )}
    </section>
  );
}
