import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { ELIGIBLE_STATES, stateName } from '../../../../domain/accounts/us-states';
import { AFFIDAVIT_TEXT, RELEASE_TEXT } from '../../../../domain/winners/affidavit';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Radio, RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import * as styles from '../winners/winners.css';
import type { Claim } from './types';

const STATES = ELIGIBLE_STATES.map((code) => ({ id: code, name: stateName(code) }));

const EMPTY = {
  legalName: '',
  dateOfBirth: '',
  line1: '',
  line2: '',
  city: '',
  state: null as string | null,
  zip: '',
  phone: '',
  taxId: '',
  signature: '',
};

/**
 * One form: accept or decline; to accept, who and where the winner is, the affidavit and release
 * signed by typing the legal name, and the TIN when the prize needs one. The server checks it all
 * (domain/winners/claim-form.ts) and says which field to fix.
 */
export function ClaimForm({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const [decision, setDecision] = useState<'accept' | 'decline'>('accept');
  const [v, setV] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const answer = trpc.claims.answer.useMutation({ onSuccess: onDone });
  const set = (key: keyof typeof EMPTY) => (value: string | null) =>
    setV((old) => ({ ...old, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decision === 'decline') return answer.mutate({ winnerId: claim.winnerId, decision });
    answer.mutate({
      winnerId: claim.winnerId,
      decision,
      legalName: v.legalName,
      dateOfBirth: v.dateOfBirth,
      address: { line1: v.line1, line2: v.line2, city: v.city, state: v.state ?? '', zip: v.zip },
      phone: v.phone,
      acceptAffidavit: accepted,
      signature: v.signature,
      ...(claim.taxIdRequired ? { taxId: v.taxId } : {}),
    });
  };

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Claim your prize">
      <RadioGroup
        label="Your answer"
        value={decision}
        onChange={(value) => setDecision(value as 'accept' | 'decline')}
      >
        <Radio value="accept">I accept the prize</Radio>
        <Radio value="decline">I decline the prize (it will be drawn again)</Radio>
      </RadioGroup>
      {decision === 'accept' ? (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>About you</legend>
            <TextField
              label="Legal name"
              name="legalName"
              autoComplete="name"
              isRequired
              value={v.legalName}
              onChange={set('legalName')}
            />
            <TextField
              label="Date of birth"
              name="dateOfBirth"
              type="date"
              description="You must be 18 or older."
              isRequired
              value={v.dateOfBirth}
              onChange={set('dateOfBirth')}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              isRequired
              value={v.phone}
              onChange={set('phone')}
            />
            {claim.taxIdRequired ? (
              <TextField
                label="Social Security Number or ITIN"
                name="taxId"
                description="Required for a prize worth $600 or more: we report it to the IRS (Form 1099). Stored encrypted."
                autoComplete="off"
                isRequired
                value={v.taxId}
                onChange={set('taxId')}
              />
            ) : null}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Shipping address</legend>
            <TextField
              label="Street address"
              name="line1"
              autoComplete="address-line1"
              isRequired
              value={v.line1}
              onChange={set('line1')}
            />
            <TextField
              label="Address line 2"
              name="line2"
              autoComplete="address-line2"
              value={v.line2}
              onChange={set('line2')}
            />
            <TextField
              label="City"
              name="city"
              autoComplete="address-level2"
              isRequired
              value={v.city}
              onChange={set('city')}
            />
            <Select
              label="State"
              name="state"
              isRequired
              options={STATES}
              value={v.state}
              onChange={set('state')}
              placeholder="Choose a state"
            />
            <TextField
              label="ZIP code"
              name="zip"
              autoComplete="postal-code"
              isRequired
              value={v.zip}
              onChange={set('zip')}
            />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Affidavit and release</legend>
            <p className={styles.legal}>{AFFIDAVIT_TEXT}</p>
            <p className={styles.legal}>{RELEASE_TEXT}</p>
            <Checkbox isSelected={accepted} onChange={setAccepted}>
              I have read and accept the affidavit of eligibility and the liability and publicity release
            </Checkbox>
            <TextField
              label="Signature (type your legal name)"
              name="signature"
              description="Your typed name is your signature; we keep it with the time and your address."
              isRequired
              value={v.signature}
              onChange={set('signature')}
            />
          </fieldset>
        </>
      ) : null}
      {answer.isError ? (
        <Alert tone="danger">{messageOf(answer.error, 'Your claim could not be sent')}</Alert>
      ) : null}
      <Button type="submit" size="lg" isDisabled={answer.isPending}>
        {decision === 'accept' ? 'Claim my prize' : 'Decline the prize'}
      </Button>
    </Form>
  );
}
