import { useState } from 'react';
import {
  BREAK_LABELS,
  BREAK_PERIODS,
  type BreakPeriod,
} from '../../../../domain/responsible-play/self-exclusion';
import { formatDateTime } from '../../../lib/date-time';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Radio, RadioGroup } from '../../../ui/radio-group';
import * as dash from '../dashboard/dashboard.css';
import { useNotify } from '../dashboard/notices';

/** The breaks a player may take, with their labels, as the server takes them. */
const PERIODS = BREAK_PERIODS.map((value) => ({ value, label: BREAK_LABELS[value] }));
type Period = BreakPeriod;

/** Take a break (self-exclusion): confirmed in a dialog, since it cannot be ended early. */
export function BreakPanel({ excludedUntil }: { excludedUntil: string | null }) {
  const utils = trpc.useUtils();
  const notify = useNotify();
  const take = trpc.responsiblePlay.takeBreak.useMutation();
  const [period, setPeriod] = useState<Period>('24h');
  const [confirming, setConfirming] = useState(false);
  const label = PERIODS.find((p) => p.value === period)?.label ?? period;

  const confirm = async () => {
    try {
      const taken = await take.mutateAsync({ period });
      setConfirming(false);
      void utils.responsiblePlay.spending.invalidate();
      notify.success(
        'Break Started',
        `You are taking a break until ${formatDateTime(taken.excludedUntil ?? '')}.`,
      );
    } catch (error) {
      notify.error('Error', messageOf(error, 'Failed to start your break.'));
    }
  };

  return (
    <section className={dash.card} aria-labelledby="break-title">
      <h2 id="break-title" className={dash.sectionTitle}>
        Take a Break
      </h2>
      {excludedUntil ? (
        <p role="status">
          <strong>You are taking a break until {formatDateTime(excludedUntil)}.</strong> Spins, paid and free,
          are not available until then, and we send you no new-game announcements.
        </p>
      ) : (
        <p className={dash.muted}>
          During a break you cannot spin, paid or free, and we send you no new-game announcements. A break
          cannot be ended early.
        </p>
      )}
      <RadioGroup
        label={excludedUntil ? 'Make your break longer' : 'How long?'}
        value={period}
        onChange={(value) => setPeriod(value as Period)}
        orientation="horizontal"
      >
        {PERIODS.map((p) => (
          <Radio key={p.value} value={p.value}>
            {p.label}
          </Radio>
        ))}
      </RadioGroup>
      <div className={dash.actions}>
        <Button variant="danger" onPress={() => setConfirming(true)}>
          Take a Break
        </Button>
      </div>
      <Dialog
        isOpen={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        role="alertdialog"
        tone="warning"
        icon="⏸️"
        title={`Take a ${label.replace(/^(\d+) (\w+?)s?$/, '$1-$2')} break?`}
        actions={
          <>
            <Button variant="ghost" onPress={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onPress={() => void confirm()} isDisabled={take.isPending}>
              Start My Break
            </Button>
          </>
        }
      >
        <p>
          For {label} you will not be able to spin in any game, paid or free. This cannot be undone or ended
          early, by you or by us.
        </p>
      </Dialog>
    </section>
  );
}
