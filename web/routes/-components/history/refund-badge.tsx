import { REFUND_LABELS, type RefundStatus } from '../../../../domain/payments/refund-progress';
import { formatCents, toCents } from '../../../lib/cents';
import * as styles from './history.css';

/**
 * A charge's refund beside the charge (docs/rules/payments.md, Refunds shown): 'Refunded' with the amount
 * once the gateway confirmed it, else 'Refund pending' or 'Refund failed — retrying'.
 */
export function RefundBadge({ refund }: { refund: { status: RefundStatus; amount: number } | null }) {
  if (!refund) return null;
  const label = REFUND_LABELS[refund.status];
  return (
    <span className={styles.refundBadge[refund.status]}>
      {refund.status === 'refunded' ? `${label} ${formatCents(toCents(refund.amount))}` : label}
    </span>
  );
}

/** 'Void' beside a free entry of a cancelled game (it takes part in no draw; nothing was charged). */
export function VoidBadge({ isVoid }: { isVoid: boolean }) {
  return isVoid ? <span className={styles.voidBadge}>Void: game cancelled</span> : null;
}

/** A tile's short mark: the refund's stage, or 'Void'; none for an entry that stands. */
export function entryMark(entry: {
  isVoid: boolean;
  refund: { status: RefundStatus } | null;
}): string | null {
  if (entry.refund) return REFUND_LABELS[entry.refund.status];
  return entry.isVoid ? 'Void' : null;
}
