import { useEffect, useRef } from 'react';
import { countdownTo, useNow } from '../../../../lib/countdown';
import { formatAmount } from '../../../../lib/format';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import * as styles from './paid-play.css';
import type { HeldNumber } from './use-held-number';

const pad = (value: number) => String(value).padStart(2, '0');

/** The hold's remaining time, ticking each second on its own so the page does not re-render. */
function HoldCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const left = countdownTo(expiresAt, useNow(1_000));
  const expired = useRef(onExpired);
  expired.current = onExpired;
  useEffect(() => {
    if (left.isExpired) expired.current();
  }, [left.isExpired]);
  return (
    <span role="timer" className={styles.countdown}>
      {left.isExpired ? 'time is up' : `${pad(left.hours * 60 + left.minutes)}:${pad(left.seconds)}`}
    </span>
  );
}

export interface HoldPanelProps {
  held: HeldNumber;
  onUseDifferentCard: () => void;
}

/** A declined spin's number, kept for this player for a while: pay for it or let it go back. */
export function HoldPanel({ held, onUseDifferentCard }: HoldPanelProps) {
  const hold = held.hold;
  if (!hold) return null;
  return (
    <section className={styles.hold} aria-labelledby="hold-title">
      <h3 id="hold-title" className={styles.holdTitle}>
        ⏳ Number {hold.number} is held for you
      </h3>
      {/* After a failed retry the server's hold carries the same decline text: show it once. */}
      {held.error ? (
        <Alert tone="danger">{held.error}</Alert>
      ) : (
        <p className={styles.holdText}>{hold.paymentMessage}</p>
      )}
      <p className={styles.holdText}>
        Pay {formatAmount(hold.amount)} for number {hold.number} within{' '}
        <HoldCountdown expiresAt={hold.expiresAt} onExpired={held.expired} />, or it goes back to the wheel.
        You cannot spin again in this game until then.
      </p>
      <div className={styles.holdActions}>
        <Button onPress={() => held.pay(hold.number)} isDisabled={held.isPaying}>
          {held.isPaying ? 'Processing payment...' : `Pay for number ${hold.number}`}
        </Button>
        <Button variant="ghost" onPress={onUseDifferentCard} isDisabled={held.isPaying}>
          Use a different card
        </Button>
      </div>
    </section>
  );
}
