import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { CONTACT_LIMITS } from '../../../../domain/mail/contact-message';
import { fieldOf, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useFieldsTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as styles from './contact.css';
import { ContactField } from './contact-field';

/** The four required fields, with the server's limits. */
const FIELDS = [
  { name: 'name', label: 'Name', max: CONTACT_LIMITS.name, autoComplete: 'name' },
  { name: 'email', label: 'Email', max: CONTACT_LIMITS.email, autoComplete: 'email', type: 'email' },
  { name: 'subject', label: 'Subject', max: CONTACT_LIMITS.subject },
  { name: 'message', label: 'Message', max: CONTACT_LIMITS.message, multiline: true },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
type Values = Record<FieldName, string>;
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

/** The same 'X is required' the server answers, shown before a round trip. */
function missingFields(values: Values): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const field of FIELDS) {
    if (values[field.name].trim() === '') errors[field.name] = `${field.label} is required`;
  }
  return errors;
}

/** The contact form: stored by the server for the operator; errors show beside their field. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = trpc.contact.send.useMutation();
  // The page is drawn by the server (adapters/http/prerendered-pages.ts): what a visitor typed before
  // React took it over is the form's too.
  const form = useRef<HTMLFormElement>(null);
  useFieldsTypedBeforeHydration(form, (typed) => {
    const early = FIELDS.filter((field) => typeof typed[field.name] === 'string');
    if (early.length > 0)
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(early.map((field) => [field.name, typed[field.name]])),
      }));
  });

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingFields(values);
    setErrors(missing);
    setFailure(null);
    setSent(null);
    if (Object.keys(missing).length > 0) return;
    send.mutate(values, {
      onSuccess: (result) => {
        setValues(EMPTY);
        setSent(result.message);
      },
      onError: (cause) => {
        const field = fieldOf(cause);
        const message = messageOf(cause, 'Your message could not be sent. Please try again.');
        if (FIELDS.some((f) => f.name === field)) setErrors({ [field as FieldName]: message });
        else setFailure(message);
      },
    });
  };

  return (
    <Form
      ref={form}
      className={styles.form}
      onSubmit={onSubmit}
      validationBehavior="aria"
      validationErrors={errors}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className={styles.formHeading}>
        Send us a message
      </h2>
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {FIELDS.map((field) => (
        <ContactField
          key={field.name}
          name={field.name}
          label={field.label}
          type={'type' in field ? field.type : 'text'}
          autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
          multiline={'multiline' in field}
          maxLength={field.max}
          value={values[field.name]}
          onChange={(value) => set(field.name, value)}
        />
      ))}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button type="submit" size="lg" isDisabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}
