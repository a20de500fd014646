import type { AuditPack } from '../../application/back-office/audit-pack-contents';
import { AUDIT_REFUND_STATES, formatCents } from '../../domain/back-office/audit-pack';
import { freeRangeOf } from '../../domain/games/wheel-spin';
import { CLAIM_STATUS_LABELS } from '../../domain/winners/prize-claim';
import { drawEntriesChart } from './pdf-chart';
import { PdfLayout, when } from './pdf-layout';
import { withoutRulesText } from './terms-rules-text';

/** How many refunds the PDF lists one by one; the ZIP has them all. */
const LISTED_REFUNDS = 200;

const VERDICTS = {
  verified: 'Verified: every hash, pick and draw re-derived from the revealed seed',
  failed: 'FAILED: the log does not verify',
  'awaiting-seed': 'Hashes verified; picks await the server seed, revealed when the game closes',
} as const;

const TERMS_CHECKS = {
  verified: "Verified: each version's SHA-256 is the hash in the game's log",
  failed: "FAILED: a version's SHA-256 is not the hash in the game's log, or a version is missing",
  none: 'None recorded',
} as const;

function terms(pdf: PdfLayout, pack: AuditPack): void {
  pdf.heading('Terms and their versions');
  pdf.facts([['Check against the log', TERMS_CHECKS[pack.termsCheck]]]);
  if (pack.terms.length === 0)
    pdf.paragraph('No terms were recorded: the game opened before terms were fixed at opening.', true);
  pack.terms.forEach((version, i) => {
    const current = i === pack.terms.length - 1 ? ' (current)' : '';
    pdf.subheading(`Version ${version.version}${current}`);
    pdf.facts(
      [
        ['In force from', when(version.at)],
        ['SHA-256', version.hash],
      ],
      ['SHA-256'],
    );
    const { document, rules } = withoutRulesText(version.document);
    pdf.paragraph(document, false, true);
    if (!rules) return;
    pdf.paragraph('officialRules.text, the Official Rules in force, is set out below as text.', true);
    const before = pack.terms[i - 1];
    if (before && withoutRulesText(before.document).rules?.join('\n') === rules.join('\n')) {
      pdf.paragraph(`Official Rules in force: the same text as version ${before.version}.`, true);
      return;
    }
    pdf.subheading(`Official Rules in force (version ${version.version})`);
    for (const line of rules) pdf.paragraph(line);
  });
}

function entries(pdf: PdfLayout, pack: AuditPack): void {
  const { figures } = pack;
  pdf.heading('Entries');
  pdf.facts([
    ['Entries', String(figures.entries)],
    ['Paid entries', String(figures.paidEntries)],
    ['Free entries', String(figures.freeEntries)],
  ]);
  pdf.subheading('Entries over time');
  drawEntriesChart(pdf, figures.entriesOverTime);
}

function money(pdf: PdfLayout, pack: AuditPack): void {
  const { figures } = pack;
  pdf.heading('Revenue and refunds');
  pdf.facts([
    ['Revenue (paid entries)', formatCents(figures.revenueCents)],
    ['Refunded', formatCents(figures.refundedCents)],
    ['Net revenue', formatCents(figures.netRevenueCents)],
  ]);
  pdf.subheading('Refunds by state');
  pdf.table(
    ['State', 'Refunds', 'Amount'],
    AUDIT_REFUND_STATES.map((state) => [
      state,
      String(figures.refundsByState[state].count),
      formatCents(figures.refundsByState[state].amountCents),
    ]),
    [120, 80, 100],
  );
  if (pack.refunds.length === 0) return;
  pdf.subheading('Each refund');
  pdf.table(
    ['Number', 'Amount', 'State', 'Opened', 'Refunded', 'Reason'],
    pack.refunds
      .slice(0, LISTED_REFUNDS)
      .map((r) => [
        r.number === null ? '—' : String(r.number),
        formatCents(r.amountCents),
        r.state,
        when(r.openedAt),
        when(r.refundedAt),
        r.reason,
      ]),
    [40, 55, 50, 112, 112, 126],
  );
  if (pack.refunds.length > LISTED_REFUNDS)
    pdf.paragraph(`And ${pack.refunds.length - LISTED_REFUNDS} more in the ZIP's refunds.csv.`, true);
}

function instantPrizes(pdf: PdfLayout, pack: AuditPack): void {
  pdf.heading('Instant prizes');
  if (pack.instantPrizes.length === 0) {
    pdf.paragraph('This game has no instant prizes.', true);
    return;
  }
  pdf.table(
    ['#', 'Prize', 'Value', 'Number', 'Won'],
    pack.instantPrizes.map((p) => [
      String(p.k),
      p.name,
      formatCents(p.valueCents),
      String(p.number),
      p.won ? `${when(p.won.at)}${p.won.spin === null ? '' : ` (spin ${p.won.spin})`}` : 'Not won',
    ]),
    [30, 170, 80, 60, 155],
  );
}

function fairness(pdf: PdfLayout, pack: AuditPack): void {
  const { answer, verdict, problems } = pack.fairness;
  pdf.heading('Fairness verification');
  pdf.facts(
    [
      ['Result', VERDICTS[verdict]],
      ['Scheme', `version ${answer.schemeVersion}`],
      ['Commitment (seed hash)', answer.serverSeedHash],
      ['Server seed', answer.serverSeed ?? 'Not revealed yet (the game has not closed)'],
      ['Log head', answer.logHead],
      ['Log entries', String(answer.log.length)],
    ],
    ['Commitment (seed hash)', 'Server seed', 'Log head'],
  );
  for (const problem of problems.slice(0, 50)) pdf.paragraph(`Problem: ${problem}`);
}

function draw(pdf: PdfLayout, pack: AuditPack): void {
  pdf.heading('The draw and set-asides');
  const w = pack.winner;
  pdf.facts(
    w
      ? [
          ['Winning number', String(w.number)],
          ['Selected', `${when(w.selectedAt)} by ${w.selectedBy}`],
          ['Reason', w.reason || '—'],
        ]
      : [['Winner', 'None selected']],
  );
  if (pack.drawEvents.length === 0) return;
  pdf.table(
    ['Log entry', 'Event', 'Number', 'At', 'Reason'],
    pack.drawEvents.map((e) => [
      String(e.position),
      { draw: 'Draw', pick: 'Pick', setaside: 'Set aside' }[e.type],
      String(e.number),
      when(e.at),
      e.reason ?? '—',
    ]),
    [55, 60, 50, 110, 220],
  );
}

function claims(pdf: PdfLayout, pack: AuditPack): void {
  pdf.heading("The winners' claims");
  if (pack.claims.length === 0) pdf.paragraph('No prize claim was opened in this game.', true);
  for (const claim of pack.claims) {
    pdf.subheading(
      `${claim.instant ? 'Instant prize' : 'Main prize'}: ${claim.prize}, number ${claim.number}`,
    );
    pdf.facts([
      ['Value', formatCents(claim.prizeValueCents)],
      ['Status now', CLAIM_STATUS_LABELS[claim.status]],
      ['Tax record held', claim.taxRecordHeld ? 'Yes' : 'No'],
    ]);
    pdf.table(
      ['Status', 'When', 'By'],
      claim.steps.map((s) => [CLAIM_STATUS_LABELS[s.status], when(s.at), s.by]),
      [100, 150, 245],
    );
  }
}

/** The audit pack as a PDF (docs/rules/back-office.md, The audit pack), its chart drawn as vector paths. */
export function auditPackPdf(pack: AuditPack): Promise<Uint8Array> {
  const { game } = pack;
  const pdf = new PdfLayout(`Audit pack: ${game.name}`);
  pdf.title(
    `Audit pack: ${game.name}`,
    `Game ${game.id} (${game.code}) · generated ${when(pack.generatedAt)} by ${pack.generatedBy}`,
  );
  const range = freeRangeOf(game);
  pdf.facts([
    ['Prize', `${game.prize} (${formatCents(game.prizeValueCents)})`],
    ['Numbers', `1 to ${game.totalNumbers}`],
    ['Free numbers', range ? `${range.from} to ${range.to}` : 'None'],
    ['Starts', when(game.startTime)],
    ['Ends', when(game.endTime)],
    ['Closed', when(game.closedAt)],
    ...(game.cancelledAt
      ? ([['Cancelled', `${when(game.cancelledAt)}: ${game.cancelReason ?? ''}`]] as [string, string][])
      : []),
  ]);
  terms(pdf, pack);
  entries(pdf, pack);
  money(pdf, pack);
  instantPrizes(pdf, pack);
  fairness(pdf, pack);
  draw(pdf, pack);
  claims(pdf, pack);
  return pdf.finish();
}
