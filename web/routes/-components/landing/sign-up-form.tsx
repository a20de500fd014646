import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { MINIMUM_AGE } from '../../../../domain/accounts/eligibility-policy';
import { appCodeOf, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useFieldsTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Link } from '../../../ui/link';
import { PasswordField } from '../../../ui/password-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { AuthErrorDialog, type AuthFailure } from './auth-error-dialog';
import * as styles from './landing.css';
import { EmailTakenDialog, WelcomeDialog } from './sign-up-dialogs';
import {
  BLOCKED_STATE_NAMES,
  blockedStateWarning,
  canSubmitSignUp,
  DEFAULT_EMAIL_DOMAINS,
  ELIGIBLE_STATES,
  emptySignUp,
  MIN_PASSWORD_LENGTH,
  missingForSignUp,
  type SignUpValues,
  signUpError,
  withTypedFields,
} from './sign-up-rules';

export interface SignUpFormProps {
  /** Switch to the Login tab, with the e-mail filled in. */
  onGoToLogin: (email: string) => void;
}

export function SignUpForm({ onGoToLogin }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>(emptySignUp);
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const register = trpc.auth.register.useMutation();
  // The operator's allowed e-mail domains; until they arrive, the default (Gmail) is shown.
  const rules = trpc.config.signUp.useQuery(undefined, { staleTime: 60_000 });
  const domains = rules.data?.allowedEmailDomains ?? DEFAULT_EMAIL_DOMAINS;
  const missing = missingForSignUp(values);
  const form = useRef<HTMLFormElement>(null);
  useFieldsTypedBeforeHydration(form, (typed) => setValues((current) => withTypedFields(current, typed)));

  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const submit = () => {
    const problem = signUpError(values, domains);
    setError(problem);
    if (problem || !values.state) return;
    const email = values.email.trim();
    register.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        phone: values.phone.trim(),
        password: values.password,
        state: values.state,
        optOutPublicity: values.optOutPublicity,
        acceptedTermsAt: new Date().toISOString(),
      },
      {
        onSuccess: (result) => {
          setValues(emptySignUp);
          setRegistered({ email, message: result.message });
          setWelcomeOpen(true);
        },
        onError: (cause) => {
          const code = appCodeOf(cause);
          if (code === 'EMAIL_TAKEN') setTakenEmail(email);
          else if (code === 'INVALID_INPUT' || code === 'NOT_ELIGIBLE')
            setError(messageOf(cause, 'Registration failed'));
          else setFailure({ message: messageOf(cause, 'Registration failed'), code });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const stateWarning = values.state ? blockedStateWarning(values.state) : null;

  return (
    <>
      <Form
        ref={form}
        className={styles.form}
        onSubmit={onSubmit}
        validationBehavior="aria"
        aria-labelledby="sign-up-heading"
      >
        <h2 id="sign-up-heading" className={styles.formHeading}>
          Create your account
        </h2>
        {registered ? (
          <Alert tone="success">
            Account created for {registered.email}. Open the <strong>Login</strong> tab and sign in to start
            playing.
          </Alert>
        ) : null}
        <div className={styles.row}>
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            isRequired
            value={values.firstName}
            onChange={(value) => set('firstName', value)}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            isRequired
            value={values.lastName}
            onChange={(value) => set('lastName', value)}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={rules.data?.emailExample ?? 'yourname@gmail.com'}
          description={rules.data?.emailHint ?? 'Use your Gmail address.'}
          isRequired
          value={values.email}
          onChange={(value) => set('email', value)}
        />
        <div className={styles.row}>
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            isRequired
            value={values.phone}
            onChange={(value) => set('phone', value)}
          />
          <Select
            label="State"
            name="state"
            placeholder="Select your state"
            isRequired
            options={ELIGIBLE_STATES}
            value={values.state}
            onChange={(value) => set('state', value)}
            description={`Not available in ${BLOCKED_STATE_NAMES.join(', ')}.`}
          />
        </div>
        {stateWarning ? <Alert tone="warning">{stateWarning}</Alert> : null}
        <div className={styles.row}>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            isRequired
            value={values.password}
            onChange={(value) => set('password', value)}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            isRequired
            value={values.confirmPassword}
            onChange={(value) => set('confirmPassword', value)}
          />
        </div>
        <div className={styles.checks}>
          <Checkbox
            name="optOutPublicity"
            isSelected={values.optOutPublicity}
            onChange={(value) => set('optOutPublicity', value)}
          >
            Keep my name private if I win: the Winners page shows only my state (you can change this later
            under Profile Visibility).
          </Checkbox>
          <Checkbox name="isAdult" isSelected={values.isAdult} onChange={(value) => set('isAdult', value)}>
            I confirm that I am {MINIMUM_AGE} years of age or older.
          </Checkbox>
          <Checkbox
            name="acceptedTerms"
            isSelected={values.acceptedTerms}
            onChange={(value) => set('acceptedTerms', value)}
          >
            I accept the Terms &amp; Conditions and Privacy Policy.
          </Checkbox>
        </div>
        <p className={styles.formIntro}>
          Read the{' '}
          <Link href="/terms" target="_blank">
            Terms &amp; Conditions
          </Link>
          ,{' '}
          <Link href="/privacy" target="_blank">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link href="/official-rules" target="_blank">
            Official Rules
          </Link>{' '}
          (each opens in a new tab).
        </p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={!canSubmitSignUp(values) || register.isPending}
          aria-describedby={missing.length > 0 ? 'sign-up-missing' : undefined}
        >
          {register.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
        {missing.length > 0 ? (
          <p id="sign-up-missing" className={styles.missing}>
            To create your account, still needed: {missing.join(', ')}.
          </p>
        ) : null}
      </Form>

      <WelcomeDialog
        isOpen={welcomeOpen}
        message={registered?.message ?? ''}
        onClose={() => setWelcomeOpen(false)}
        onLogin={() => {
          setWelcomeOpen(false);
          onGoToLogin(registered?.email ?? '');
        }}
      />
      <EmailTakenDialog
        email={takenEmail}
        onClose={() => setTakenEmail(null)}
        onLogin={() => {
          const email = takenEmail ?? '';
          setTakenEmail(null);
          onGoToLogin(email);
        }}
      />

      <AuthErrorDialog
        failure={failure}
        onClose={() => setFailure(null)}
        onRetry={() => {
          setFailure(null);
          submit();
        }}
      />
    </>
  );
}
