import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { messageOf } from '../lib/errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import * as styles from './card-form.css';
import { type CardToken, type CardTokenizer, NOT_READY } from './card-token';
import { usePaymentsConfig } from './payments-config';
import { SimulatorCardFields } from './simulator-card-fields';
import { SquareCardFields } from './square-card-fields';
import { LOAD_FAILED } from './square-sdk';

export type CardFormState = 'initializing' | 'ready' | 'submitting' | 'failed';

export interface CardFormProps {
  submitLabel: string;
  submittingLabel?: string;
  defaultCardholderName?: string;
  /** Sends the token to the server; a rejection's message is shown under the form. */
  onToken: (token: CardToken, cardholderName: string) => Promise<void>;
  /** Fields that go with the card (the state in onboarding), with the rule they must meet first. */
  children?: ReactNode;
  validateExtra?: () => string | null;
  onCancel?: () => void;
}

/**
 * The one card form of the site: Square's hosted fields when Square is configured, the simulator's
 * test card form otherwise. Submit stays disabled until the fields are ready.
 */
export default function CardForm(props: CardFormProps) {
  const {
    submitLabel,
    submittingLabel = 'Processing...',
    onToken,
    children,
    validateExtra,
    onCancel,
  } = props;
  const config = usePaymentsConfig();
  const [state, setState] = useState<CardFormState>('initializing');
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState(props.defaultCardholderName ?? '');
  const [attempt, setAttempt] = useState(0);
  const tokenizer = useRef<CardTokenizer | null>(null);

  const onReady = useCallback((ready: CardTokenizer) => {
    tokenizer.current = ready;
    setState('ready');
  }, []);
  const onFailed = useCallback((message: string) => {
    setState('failed');
    setError(message);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'submitting') return;
    if (state !== 'ready' || !tokenizer.current) return setError(NOT_READY);
    const problem = validateExtra?.() ?? null;
    if (problem) return setError(problem);
    setError(null);
    setState('submitting');
    try {
      const result = await tokenizer.current.tokenize(name.trim());
      if (!result.ok) setError(result.message);
      else await onToken(result.token, name.trim());
    } catch (cause) {
      setError(messageOf(cause, 'Failed to add payment card'));
    } finally {
      setState((current) => (current === 'submitting' ? 'ready' : current));
    }
  };

  const retryLoad = () => {
    tokenizer.current = null;
    setError(null);
    setState('initializing');
    setAttempt((n) => n + 1);
    if (config.isError) void config.refetch();
  };

  const loadError = config.isError ? LOAD_FAILED : null;
  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      aria-label="Card details"
      data-state={state}
    >
      {children}
      <TextField
        label="Cardholder Name"
        name="cardholderName"
        autoComplete="cc-name"
        value={name}
        onChange={setName}
      />
      {config.isPending ? <Spinner label="Loading payment form..." /> : null}
      {config.data?.provider === 'square' ? (
        <SquareCardFields key={attempt} config={config.data} onReady={onReady} onFailed={onFailed} />
      ) : config.data ? (
        <SimulatorCardFields key={attempt} onReady={onReady} />
      ) : null}
      {error || loadError ? <Alert tone="danger">{error ?? loadError}</Alert> : null}
      {state === 'failed' || loadError ? (
        <Button variant="ghost" onPress={retryLoad}>
          Reload Payment Form
        </Button>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="ghost" onPress={onCancel} isDisabled={state === 'submitting'}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="lg" isDisabled={state !== 'ready'}>
          {state === 'submitting' ? submittingLabel : state === 'initializing' ? 'Loading...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
