import { strToU8, zipSync } from 'fflate';
import type { AuditPack } from '../../application/back-office/audit-pack-contents';
import { AUDIT_REFUND_STATES } from '../../domain/back-office/audit-pack';
import { csvDocument } from '../../domain/csv/csv-cells';
import { lineOf } from '../../domain/fairness/fairness-log';
import { withoutRulesText } from './terms-rules-text';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** The CSV files of the pack, by name: the same data as the PDF, one row per item. */
function csvFiles(pack: AuditPack): Record<string, string> {
  const { figures } = pack;
  return {
    'figures.csv': csvDocument(
      ['figure', 'value'],
      [
        ['entries', figures.entries],
        ['paid_entries', figures.paidEntries],
        ['free_entries', figures.freeEntries],
        ['revenue_cents', figures.revenueCents],
        ['refunded_cents', figures.refundedCents],
        ['net_revenue_cents', figures.netRevenueCents],
      ],
    ),
    'entries.csv': csvDocument(
      ['number', 'kind', 'price_cents', 'entered_at'],
      pack.entries.map((e) => [e.number, e.kind, e.priceCents, e.enteredAt.toISOString()]),
    ),
    'entries-over-time.csv': csvDocument(
      ['from', 'paid', 'free', 'running_total'],
      figures.entriesOverTime.map((s) => [s.from.toISOString(), s.paid, s.free, s.total]),
    ),
    'refunds-by-state.csv': csvDocument(
      ['state', 'refunds', 'amount_cents'],
      AUDIT_REFUND_STATES.map((state) => [
        state,
        figures.refundsByState[state].count,
        figures.refundsByState[state].amountCents,
      ]),
    ),
    'refunds.csv': csvDocument(
      ['number', 'amount_cents', 'state', 'opened_at', 'refunded_at', 'reason'],
      pack.refunds.map((r) => [
        r.number,
        r.amountCents,
        r.state,
        iso(r.openedAt),
        iso(r.refundedAt),
        r.reason,
      ]),
    ),
    'instant-prizes.csv': csvDocument(
      ['k', 'name', 'value_cents', 'number', 'won_at', 'spin'],
      pack.instantPrizes.map((p) => [
        p.k,
        p.name,
        p.valueCents,
        p.number,
        iso(p.won?.at ?? null),
        p.won?.spin ?? null,
      ]),
    ),
    'draw.csv': csvDocument(
      ['log_entry', 'type', 'number', 'at', 'reason'],
      pack.drawEvents.map((e) => [e.position, e.type, e.number, e.at, e.reason]),
    ),
    'claim-trail.csv': csvDocument(
      ['winner_id', 'prize', 'number', 'instant', 'tax_record_held', 'status', 'at', 'by'],
      pack.claims.flatMap((c) =>
        c.steps.map((s) => [
          c.winnerId,
          c.prize,
          c.number,
          c.instant,
          c.taxRecordHeld,
          s.status,
          s.at.toISOString(),
          s.by,
        ]),
      ),
    ),
    'terms-versions.csv': csvDocument(
      ['version', 'in_force_from', 'sha256'],
      pack.terms.map((t) => [t.version, t.at.toISOString(), t.hash]),
    ),
  };
}

/** The raw fairness log: one `line_i` and its `hash_i` a line, as docs/rules/fairness.md defines them. */
function logText(pack: AuditPack): string {
  const { answer } = pack.fairness;
  const lines = answer.log.map((entry, i) => `${lineOf(i + 1, entry)}\t${entry.hash}`);
  return `${[`commitment\t${answer.serverSeedHash}`, ...lines].join('\n')}\n`;
}

/**
 * The audit pack as a ZIP (docs/rules/back-office.md, The audit pack): the PDF's data as CSV and as one
 * JSON document, each terms version's document (and the Official Rules it holds, as text), and the raw fairness log (the public fairness answer).
 */
export function auditPackZip(pack: AuditPack): Uint8Array {
  const { fairness, ...rest } = pack;
  const json = {
    ...rest,
    fairness: {
      verdict: fairness.verdict,
      problems: fairness.problems,
      schemeVersion: fairness.answer.schemeVersion,
      serverSeedHash: fairness.answer.serverSeedHash,
      serverSeed: fairness.answer.serverSeed,
      logHead: fairness.answer.logHead,
      logEntries: fairness.answer.log.length,
    },
  };
  const files: Record<string, Uint8Array> = {
    'audit-pack.json': strToU8(JSON.stringify(json, null, 2)),
    'fairness-log.json': strToU8(JSON.stringify(fairness.answer, null, 2)),
    'fairness-log.txt': strToU8(logText(pack)),
  };
  for (const [name, text] of Object.entries(csvFiles(pack))) files[name] = strToU8(text);
  for (const version of pack.terms) {
    files[`terms/version-${version.version}.json`] = strToU8(version.document);
    // The Official Rules the version holds, as text to read (the JSON above holds the same words).
    const { rules } = withoutRulesText(version.document);
    if (rules)
      files[`terms/version-${version.version}-official-rules.txt`] = strToU8(`${rules.join('\n\n')}\n`);
  }
  // Level 1: most of the size gain of deflate at a fraction of its time (a 10,000-entry pack is mostly CSV and JSON).
  return zipSync(files, { level: 1, mtime: pack.generatedAt });
}
