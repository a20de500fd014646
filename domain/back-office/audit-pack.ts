import type { ClaimKind } from '../play/number-claim';
import type { Cents } from '../shared/money';

/** A settled entry of the game, as the audit pack lists it (no player). */
export interface AuditEntry {
  number: number;
  kind: ClaimKind;
  priceCents: Cents;
  enteredAt: Date;
}

/** The states a refund moves through (domain/payments/refund-progress.ts). */
export const AUDIT_REFUND_STATES = ['pending', 'refunded', 'failed'] as const;
export type AuditRefundState = (typeof AUDIT_REFUND_STATES)[number];

export interface AuditRefund {
  number: number | null;
  amountCents: Cents;
  state: AuditRefundState;
  reason: string;
  openedAt: Date;
  refundedAt: Date | null;
}

/** One slice of the entries-over-time chart: the entries that settled from `from` until the next slice. */
export interface EntrySlice {
  from: Date;
  paid: number;
  free: number;
  /** Every entry up to the end of this slice. */
  total: number;
}

/** The pack's figures, computed once here and written by both the PDF and the ZIP. */
export interface AuditFigures {
  entries: number;
  paidEntries: number;
  freeEntries: number;
  /** What the paid entries were charged. */
  revenueCents: Cents;
  /** Refunds confirmed by the gateway. */
  refundedCents: Cents;
  /** Revenue less confirmed refunds. */
  netRevenueCents: Cents;
  refundsByState: Record<AuditRefundState, { count: number; amountCents: Cents }>;
  entriesOverTime: EntrySlice[];
}

/** How many slices the entries-over-time chart has. */
const ENTRY_SLICES = 24;

/**
 * The entries over time from the game's start to its close (or its last entry, if later), cut into
 * ENTRY_SLICES equal slices (docs/rules/back-office.md, The audit pack).
 */
function entriesOverTime(entries: readonly AuditEntry[], start: Date, end: Date): EntrySlice[] {
  const last = entries.reduce((max, e) => Math.max(max, e.enteredAt.getTime()), end.getTime());
  const from = entries.reduce((min, e) => Math.min(min, e.enteredAt.getTime()), start.getTime());
  const width = Math.max(1, Math.ceil((last - from + 1) / ENTRY_SLICES));
  const slices = Array.from({ length: ENTRY_SLICES }, (_, i) => ({
    from: new Date(from + i * width),
    paid: 0,
    free: 0,
    total: 0,
  }));
  for (const entry of entries) {
    const at = Math.min(ENTRY_SLICES - 1, Math.floor((entry.enteredAt.getTime() - from) / width));
    const slice = slices[Math.max(0, at)] as EntrySlice;
    if (entry.kind === 'free') slice.free += 1;
    else slice.paid += 1;
  }
  let total = 0;
  for (const slice of slices) {
    total += slice.paid + slice.free;
    slice.total = total;
  }
  return slices;
}

/** The game's figures from its entries and refunds; `start` and `end` bound the chart. */
export function auditFigures(
  entries: readonly AuditEntry[],
  refunds: readonly AuditRefund[],
  start: Date,
  end: Date,
): AuditFigures {
  const paid = entries.filter((e) => e.kind !== 'free');
  const revenueCents = paid.reduce((sum, e) => sum + e.priceCents, 0);
  const refundsByState = Object.fromEntries(
    AUDIT_REFUND_STATES.map((state) => {
      const of = refunds.filter((r) => r.state === state);
      return [state, { count: of.length, amountCents: of.reduce((sum, r) => sum + r.amountCents, 0) }];
    }),
  ) as AuditFigures['refundsByState'];
  const refundedCents = refundsByState.refunded.amountCents;
  return {
    entries: entries.length,
    paidEntries: paid.length,
    freeEntries: entries.length - paid.length,
    revenueCents,
    refundedCents,
    netRevenueCents: revenueCents - refundedCents,
    refundsByState,
    entriesOverTime: entriesOverTime(entries, start, end),
  };
}

/** "$1,234.50": how the pack writes an amount of cents. */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
