import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { ELIGIBLE_STATES, stateName } from '../../../../domain/accounts/us-states';
import { AFFIDAVIT_TEXT, RELEASE_TEXT } from '../../../../domain/winners/affidavit';
import type { ClaimFormErrors } from '../../../../domain/winners/claim-form';
import { useAuth } from '../../../auth/auth-context';
import { fieldOf, messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import * as fieldStyles from '../../../ui/field.css';
import { Radio, RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import * as styles from '../winners/winners.css';
import { ClaimField } from './claim-field';
import { type ClaimValues, claimBody, claimFieldOf, precheckClaim, prefilledClaim } from './claim-form-state';
import type { Claim } from './types';

const STATES = ELIGIBLE_STATES.map((code) => ({ id: code, name: stateName(code) }));

/**
 * One form: accept or decline; to accept, who and where the winner is (filled from the account where
 * the site knows it), the affidavit and release signed by typing the legal name, and the TIN when the
 * prize needs one. The server's rule (domain/winners/claim-form.ts) runs before sending and shows every
 * refusal beside its field at once; the server checks it all again, and its refusal shows beside the
 * field it names. Focus moves to the first field refused.
 */
export function ClaimForm({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const { state } = useAuth();
  const [decision, setDecision] = useState<'accept' | 'decline'>('accept');
  const [v, setV] = useState<ClaimValues>(() => prefilledClaim(state.user));
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<ClaimFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const affidavitError = useId();
  const answer = trpc.claims.answer.useMutation({ onSuccess: onDone });
  const set = (key: keyof ClaimValues) => (value: string | null) => {
    setV((old) => ({ ...old, [key]: value ?? '' }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  // After each refusal, the first field refused takes the focus (its error is read with it).
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.querySelector<HTMLElement>('input[aria-invalid="true"], [data-invalid] button')?.focus();
  }, [refusals]);

  const refuse = (next: ClaimFormErrors, message: string | null) => {
    setErrors(next);
    setFailure(message);
    setRefusals((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const onError = (cause: unknown) => {
      const field = claimFieldOf(fieldOf(cause));
      const message = messageOf(cause, 'Your claim could not be sent');
      refuse(field === null ? {} : { [field]: message }, field === null ? message : null);
    };
    if (decision === 'decline') return answer.mutate({ winnerId: claim.winnerId, decision }, { onError });
    const before = precheckClaim(v, accepted, claim.taxIdRequired, new Date());
    if (Object.keys(before).length > 0) return refuse(before, null);
    setErrors({});
    answer.mutate(
      { winnerId: claim.winnerId, decision, ...claimBody(v, accepted, claim.taxIdRequired) },
      { onError },
    );
  };

  return (
    <Form
      ref={form}
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
        <Radio value="decline">{claim.words.decline}</Radio>
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
              name="acceptAffidavit"
              isSelected={accepted}
              isInvalid={errors.acceptAffidavit !== undefined}
              aria-describedby={errors.acceptAffidavit ? affidavitError : undefined}
              onChange={(value) => {
                setAccepted(value);
                setErrors(({ acceptAffidavit: _cleared, ...rest }) => rest);
              }}
            >
              I have read and accept the affidavit of eligibility and the liability and publicity release
            </Checkbox>
            {errors.acceptAffidavit ? (
              <p id={affidavitError} className={fieldStyles.error}>
                {errors.acceptAffidavit}
              </p>
            ) : null}
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
