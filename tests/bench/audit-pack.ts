import { createPaidGame } from './bench-admin';
import type { LoadGenerator } from './load';
import { AUDIT_PACK_BUDGET_MS, AUDIT_PACK_ENTRIES, AUDIT_PACK_RUNS } from './parameters';
import { expectSoldOut, spinPairs } from './spin-cases';

interface AuditPackCase {
  file: 'pdf' | 'zip';
  runs: number;
  /** Statuses seen, and the file's size. */
  statusCodes: Record<string, number>;
  bytes: number;
  /** From the request to the last byte of the file (ms). */
  p50: number;
  max: number;
  /** Every download answered 200 within the budget. */
  ok: boolean;
}

export type AuditPackOutcome =
  | { ran: false; reason: string }
  | { ran: true; entries: number; budgetMs: number; cases: AuditPackCase[] };

/**
 * A game's audit pack (PDF, then ZIP) downloaded AUDIT_PACK_RUNS times each, one at a time, by an
 * administrator: each download timed to its last byte, against the 2 s budget (docs/rules/back-office.md,
 * The audit pack).
 */
export async function measureAuditPack(
  url: string,
  cookie: string,
  gameId: number,
  entries: number,
): Promise<AuditPackOutcome> {
  const cases: AuditPackCase[] = [];
  for (const file of ['pdf', 'zip'] as const) {
    const times: number[] = [];
    const statusCodes: Record<string, number> = {};
    let bytes = 0;
    for (let run = 0; run < AUDIT_PACK_RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${url}/api/admin/games/${gameId}/audit-pack.${file}`, {
        headers: { cookie, origin: url },
      });
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
      statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const max = sorted.at(-1) ?? Number.POSITIVE_INFINITY;
    cases.push({
      file,
      runs: AUDIT_PACK_RUNS,
      statusCodes,
      bytes,
      p50: sorted[Math.floor(sorted.length / 2)] ?? max,
      max,
      ok: statusCodes[200] === AUDIT_PACK_RUNS && max <= AUDIT_PACK_BUDGET_MS,
    });
  }
  return { ran: true, entries, budgetMs: AUDIT_PACK_BUDGET_MS, cases };
}

/** The step: a new AUDIT_PACK_ENTRIES-number game sold out by paid spins of as many players, then its pack. */
export async function auditPackStep(
  server: { url: string; admin: string },
  cookies: string[],
  load: LoadGenerator,
): Promise<AuditPackOutcome> {
  const gameId = await createPaidGame(server.url, server.admin, 'Bench audit pack', AUDIT_PACK_ENTRIES);
  const pairs = spinPairs(cookies, [gameId], AUDIT_PACK_ENTRIES);
  expectSoldOut(
    'audit pack game',
    await load.one({ kind: 'spins', url: server.url, connections: 10, pairs }),
    pairs.length,
  );
  return measureAuditPack(server.url, server.admin, gameId, AUDIT_PACK_ENTRIES);
}

/** The step's lines of the printed results. */
export function auditPackText(outcome: AuditPackOutcome): string {
  if (!outcome.ran) return `audit pack: skipped (${outcome.reason})`;
  const lines = outcome.cases.map(
    (c) =>
      `  ${c.file.toUpperCase()}: ${Math.round(c.bytes / 1024)} kB, p50 ${c.p50.toFixed(0)} ms, max ${c.max.toFixed(0)} ms` +
      ` over ${c.runs}${c.ok ? '' : ` OVER budget (answers ${JSON.stringify(c.statusCodes)})`}`,
  );
  return [`audit pack of a ${outcome.entries}-entry game (budget ${outcome.budgetMs} ms):`, ...lines].join(
    '\n',
  );
}

/** The step's missed targets: a file over budget or not answered. */
export const auditPackMisses = (outcome: AuditPackOutcome): string[] =>
  outcome.ran
    ? outcome.cases
        .filter((c) => !c.ok)
        .map((c) => `audit pack ${c.file.toUpperCase()} over ${outcome.budgetMs} ms`)
    : [];
