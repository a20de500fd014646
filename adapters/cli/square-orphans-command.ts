import type { ChargeWithoutClaim } from '../../application/payments/find-charges-without-claims';
import type { ReconcileReport } from '../../application/payments/reconcile-payments';
import { readInstant } from '../../domain/shared/calendar';
import { formatDollars } from '../../domain/shared/money';

export const USAGE =
  'Usage: npm run square:orphans -- --since <ISO instant, e.g. 2026-11-29T12:13:51Z> [--json]';

/** Exit codes: 0 every charge has its claim, 1 some have none, 2 the check could not run, 64 bad usage. */
export const EXIT = { none: 0, found: 1, failed: 2, usage: 64 } as const;

type Io = {
  find(since: Date): Promise<{ reconciled: ReconcileReport; charges: ChargeWithoutClaim[] }>;
  out(text: string): void;
};

/**
 * `npm run square:orphans -- --since <instant> [--json]`: after a restore to `instant`, the payment
 * provider's charges since then that have no claim in the database (the reconciler settles first
 * what it can), as a table or as JSON. Each is refunded, or its claim restored by hand, before opening.
 */
export async function squareOrphans(args: readonly string[], io: Io): Promise<number> {
  const json = args.includes('--json');
  const rest = args.filter((arg) => arg !== '--json');
  const since = rest[0] === '--since' && rest.length === 2 && rest[1] ? readInstant(rest[1]) : null;
  if (!since) {
    io.out(USAGE);
    return EXIT.usage;
  }
  const { reconciled, charges } = await io.find(since);
  if (json) io.out(JSON.stringify({ since: since.toISOString(), reconciled, charges }, null, 2));
  else {
    io.out(`Reconciler: ${reconciled.settled} settled, ${reconciled.stillPending} still pending.`);
    io.out(
      charges.length === 0
        ? `Every charge since ${since.toISOString()} has its claim.`
        : `${charges.length} charge(s) since ${since.toISOString()} with no claim:\n${table(charges)}`,
    );
  }
  return charges.length === 0 ? EXIT.none : EXIT.found;
}

function table(charges: ChargeWithoutClaim[]): string {
  const rows = [
    ['payment', 'created', 'amount', 'status', 'reference (claim)', 'our attempt'],
    ...charges.map((c) => [
      c.paymentId,
      c.createdAt.toISOString(),
      formatDollars(c.amountCents),
      c.status,
      c.referenceId ?? '-',
      c.attempt ?? 'none',
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
