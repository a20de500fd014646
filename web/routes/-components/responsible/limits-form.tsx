import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/date-time';
import { fieldOf, messageOf } from '../../../lib/errors';
import { formatAmount } from '../../../lib/format';
import { type LimitsOut, trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import * as dash from '../dashboard/dashboard.css';
import { useNotify } from '../dashboard/notices';
import * as styles from './responsible.css';

const FIELDS = [
  { key: 'dailyLimit', label: 'Daily limit ($)', name: 'daily' },
  { key: 'weeklyLimit', label: 'Weekly limit ($)', name: 'weekly' },
  { key: 'monthlyLimit', label: 'Monthly limit ($)', name: 'monthly' },
] as const;
type Key = (typeof FIELDS)[number]['key'];
type Texts = Record<Key, string>;

const textOf = (value: number | null) => (value === null ? '' : String(value));
const textsOf = (limits: LimitsOut): Texts => ({
  dailyLimit: textOf(limits.dailyLimit),
  weeklyLimit: textOf(limits.weeklyLimit),
  monthlyLimit: textOf(limits.monthlyLimit),
});
/** An empty field is no limit; a number is sent as typed (the server checks the rest); else undefined. */
function amountOf(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) ? amount : undefined;
}

/** The three limits (empty: none); lower applies at once, a raise or removal after 24 hours. */
export function LimitsForm({ limits }: { limits: LimitsOut }) {
  const utils = trpc.useUtils();
  const notify = useNotify();
  const save = trpc.responsiblePlay.setLimits.useMutation();
  const [texts, setTexts] = useState<Texts>(() => textsOf(limits));
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const amounts = {
      dailyLimit: amountOf(texts.dailyLimit),
      weeklyLimit: amountOf(texts.weeklyLimit),
      monthlyLimit: amountOf(texts.monthlyLimit),
    };
    const bad = FIELDS.find((field) => amounts[field.key] === undefined);
    if (bad) {
      setError({
        field: bad.key,
        message: `${bad.label.replace(' ($)', '')} must be an amount in dollars, or empty for no limit.`,
      });
      return;
    }
    try {
      const saved = await save.mutateAsync({
        dailyLimit: amounts.dailyLimit ?? null,
        weeklyLimit: amounts.weeklyLimit ?? null,
        monthlyLimit: amounts.monthlyLimit ?? null,
      });
      utils.responsiblePlay.limits.setData(undefined, saved);
      setTexts(textsOf(saved));
      void utils.responsiblePlay.spending.invalidate();
      notify.success(
        'Limits Saved',
        saved.pendingRaises.length > 0
          ? 'Lower limits apply now; raised or removed limits apply in 24 hours.'
          : 'Your spending limits apply now.',
      );
    } catch (cause) {
      setError({ field: fieldOf(cause), message: messageOf(cause, 'Failed to save your limits.') });
    }
  };

  return (
    <section className={dash.card} aria-labelledby="limits-title">
      <h2 id="limits-title" className={dash.sectionTitle}>
        Spending Limits
      </h2>
      <p className={dash.muted}>
        Leave a field empty for no limit; $0 is allowed. Lowering a limit applies at once. Raising or removing
        one applies 24 hours after you save it.
      </p>
      <form className={dash.form} onSubmit={submit}>
        <div className={styles.limitFields}>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              inputMode="decimal"
              value={texts[field.key]}
              onChange={(value) => setTexts((current) => ({ ...current, [field.key]: value }))}
              isInvalid={error?.field === field.key}
              // The server and this form name the field at fault; native validation would block resubmitting.
              validationBehavior="aria"
              description="Empty: no limit"
            />
          ))}
        </div>
        {error ? <Alert tone="danger">{error.message}</Alert> : null}
        {limits.pendingRaises.length > 0 ? (
          <div>
            <h3 className={dash.sectionTitle}>Waiting 24 hours</h3>
            <ul className={styles.pendingList}>
              {limits.pendingRaises.map((raise) => (
                <li key={raise.limit}>
                  {`Your ${raise.limit} limit ${raise.amount === null ? 'is removed' : `becomes ${formatAmount(raise.amount)}`} on ${formatDateTime(raise.appliesAt)}.`}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={dash.actions}>
          <Button type="submit" isDisabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Limits'}
          </Button>
        </div>
      </form>
    </section>
  );
}
