import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { ELIGIBLE_STATES, stateName } from '../../../../domain/accounts/us-states';
import { AFFIDAVIT_TEXT, RELEASE_TEXT } from '../../../../domain/winners/affidavit';
import { fieldOf, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Radio, RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import * as styles from '../winners/winners.css';
import { ClaimField } from './claim-field';
import {
  type ClaimField as ClaimFieldName,
  type ClaimValues,
  claimBody,
  claimFieldOf,
  EMPTY_CLAIM,
  precheckClaim,
} from './claim-form-state';
import type { Claim } from './types';

const STATES = ELIGIBLE_STATES.map((code) => ({ id: code, name: stateName(code) }));

/** Fields without a text box of their own: their refusal shows above the button. */
const NO_TEXT_BOX = new Set<ClaimFieldName>(['address.state', 'acceptAffidavit']);

/**
 * One form: accept or decline; to accept, who and where the winner is, the affidavit and release
 * signed by typing the legal name, and the TIN when the prize needs one. The server's rule
 * (domain/winners/claim-form.ts) runs before sending, and the server checks it all again: either
 * refusal shows beside the field it names.
 */
export function ClaimForm({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const [decision, setDecision] = useState<'accept' | 'decline'>('accept');
  const [v, setV] = useState<ClaimValues>(EMPTY_CLAIM);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ClaimFieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const answer = trpc.claims.answer.useMutation({ onSuccess: onDone });
  const set = (key: keyof ClaimValues) => (value: string | null) => {
    setV((old) => ({ ...old, [key]: value ?? '' }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const refuse = (field: ClaimFieldName | null, message: string) => {
    if (field !== null && !NO_TEXT_BOX.has(field)) {
      setErrors({ [field]: message });
      setFailure(null);
    } else {
      setErrors({});
      setFailure(message);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const onError = (cause: unknown) =>
      refuse(claimFieldOf(fieldOf(cause)), messageOf(cause, 'Your claim could not be sent'));
    if (decision === 'decline') return answer.mutate({ winnerId: claim.winnerId, decision }, { onError });
    const before = precheckClaim(v, accepted, claim.taxIdRequired, new Date());
    if (before) return refuse(before.field, before.message);
    setErrors({});
    answer.mutate(
      { winnerId: claim.winnerId, decision, ...claimBody(v, accepted, claim.taxIdRequired) },
      { onError },
    );
  };

  return (
    <Form
      className={styles.form}
      onSubmit={onSubmit}
      validationBehavior="aria"
      validationErrors={errors}
      aria-label="Claim your prize"
    >
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
            <ClaimField
              label="Legal name"
              name="legalName"
              autoComplete="name"
              isRequired
              value={v.legalName}
              onChange={set('legalName')}
            />
            <ClaimField
              label="Date of birth"
              name="dateOfBirth"
              type="date"
              description="You must be 18 or older."
              isRequired
              value={v.dateOfBirth}
              onChange={set('dateOfBirth')}
            />
            <ClaimField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              isRequired
              value={v.phone}
              onChange={set('phone')}
            />
            {claim.taxIdRequired ? (
              <ClaimField
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
            <ClaimField
              label="Street address"
              name="address.line1"
              autoComplete="address-line1"
              isRequired
              value={v['address.line1']}
              onChange={set('address.line1')}
            />
            <ClaimField
              label="Address line 2"
              name="address.line2"
              autoComplete="address-line2"
              value={v['address.line2']}
              onChange={set('address.line2')}
            />
            <ClaimField
              label="City"
              name="address.city"
              autoComplete="address-level2"
              isRequired
              value={v['address.city']}
              onChange={set('address.city')}
            />
            <Select
              label="State"
              name="address.state"
              isRequired
              options={STATES}
              value={v['address.state'] || null}
              onChange={set('address.state')}
              placeholder="Choose a state"
            />
            <ClaimField
              label="ZIP code"
              name="address.zip"
              autoComplete="postal-code"
              isRequired
              value={v['address.zip']}
              onChange={set('address.zip')}
            />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Affidavit and release</legend>
            <p className={styles.legal}>{AFFIDAVIT_TEXT}</p>
            <p className={styles.legal}>{RELEASE_TEXT}</p>
            <Checkbox
              isSelected={accepted}
              onChange={(value) => {
                setAccepted(value);
                setFailure(null);
              }}
            >
              I have read and accept the affidavit of eligibility and the liability and publicity release
            </Checkbox>
            <ClaimField
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
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button type="submit" size="lg" isDisabled={answer.isPending}>
        {decision === 'accept' ? 'Claim my prize' : 'Decline the prize'}
      </Button>
    </Form>
  );
}
