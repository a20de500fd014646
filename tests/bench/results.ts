import { cpus, totalmem } from 'node:os';
import { type AuditPackOutcome, auditPackMisses, auditPackText } from './audit-pack';
import type { ClientBudgets } from './client-budgets';
import { type SpinCompared, spinCpuText } from './cpu-report';
import { type LighthouseOutcome, missesTarget, missingLighthouseFigures } from './lighthouse-targets';
import type { LiveLatency } from './live-latency';
import { COMPARED_HEADERS, type Compared, comparedRow, formatTable, kb, targetText } from './report';
import type { RushOutcome } from './rush';
import { type StandbyReadsOutcome, standbyReadsMisses, standbyReadsText } from './standby-reads';
import { HOT_GAME_SPINS_PER_SECOND, TARGET_FIGURE_NAMES, type TargetFigure } from './targets';
import type { TwoProcessFigures } from './two-processes';
import type { UsersListOutcome } from './users-list-step';

/** Everything one run measured: written to bench/results.json and printed as tables. */
export interface BenchResults {
  date: string;
  machine: { cores: number; memoryGiB: number; cpu: string; node: string };
  database: 'postgres' | 'pglite';
  /** The server's `server_version` (PGlite reports the PostgreSQL it embeds). */
  databaseVersion: string;
  seconds: number;
  client: ClientBudgets;
  reads: Compared[];
  /** The reads with and without DATABASE_READ_URL (absent in results written before the step). */
  standbyReads?: StandbyReadsOutcome;
  spins: SpinCompared[];
  twoProcesses: TwoProcessFigures | { skipped: string };
  live: LiveLatency;
  lighthouse: LighthouseOutcome;
  usersList: UsersListOutcome;
  rush: RushOutcome;
  /** Each figure of the speed targets beside its ceiling and target (tests/bench/targets.ts). */
  targets: TargetFigure[];
  /** A 10,000-entry game's audit pack, PDF and ZIP (absent in results written before the step). */
  auditPack?: AuditPackOutcome;
  /** Every figure of this run that missed its target, by name (empty: all met, or none measured). */
  missedTargets: string[];
}

/** The figures that missed their targets: ratios, Lighthouse, the users list's budget, the rush. */
export function missedTargets(r: Omit<BenchResults, 'missedTargets'>): string[] {
  const missed = [...r.reads, ...r.spins]
    .filter((row) => row.met === false)
    .map((row) => {
      const p99 = row.p99Ratio === null ? '' : `, p99 ${row.p99Ratio.toFixed(1)}x`;
      const target = row.target ? targetText(row.target) : '';
      return `${row.name} at ${row.connections} connections: ratio ${row.ratio.toFixed(2)}x${p99} (target ${target})`;
    });
  if ('faster' in r.twoProcesses && !r.twoProcesses.faster)
    missed.push('two processes: not more spins than one');
  if (r.lighthouse.ran) {
    for (const p of r.lighthouse.pages) {
      if (missesTarget(p)) missed.push(`Lighthouse ${p.path}`);
    }
    missed.push(...missingLighthouseFigures(r.lighthouse));
  }
  if (r.usersList.ran) {
    for (const c of r.usersList.cases)
      if (c.target && !c.ok) missed.push(`${c.name} at ${c.connections} connections`);
  }
  if (r.rush.ran && !r.rush.ok) missed.push('rush: an error answer, a stream refused or a number twice');
  // The spin ratios are listed above; the others: the rush's, and 1,000 spins/s where the ceiling allows it.
  for (const t of r.targets.filter((f) => !TARGET_FIGURE_NAMES.slice(0, 4).includes(f.name as never))) {
    const allowed = t.name !== TARGET_FIGURE_NAMES[4] || (t.ceiling ?? 0) >= HOT_GAME_SPINS_PER_SECOND;
    if (t.met === false && allowed)
      missed.push(`${t.name}: ${t.value?.toFixed(0)} ${t.unit} (target ${t.target})`);
  }
  if (r.auditPack) missed.push(...auditPackMisses(r.auditPack));
  if (r.standbyReads) missed.push(...standbyReadsMisses(r.standbyReads));
  return missed;
}

export function machine(): BenchResults['machine'] {
  return {
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '-');

function twoProcessText(two: BenchResults['twoProcesses']): string {
  if ('skipped' in two) return `two processes: skipped (${two.skipped})`;
  return [
    `two processes, ${two.connections} connections over both, 10 games: ${two.requestsPerSecond.toFixed(0)} spins/s` +
      ` (p99 ${two.p99.toFixed(0)} ms) against one process ${two.oneProcessRequestsPerSecond.toFixed(0)} spins/s:` +
      ` ${two.faster ? 'ok, more' : 'BELOW: not more'}`,
    `numbers claimed twice: ${two.doubleClaims}; games with gaps in spin numbers: ${two.spinNumberGaps}`,
  ].join('\n');
}

function liveText(live: LiveLatency): string {
  if (!live.available) return `live updates: not available (${live.reason})`;
  return `live updates across processes: p50 ${ms(live.p50)}, max ${ms(live.max)} over ${live.samples} claims (${live.missed} not seen within the timeout)`;
}

function lighthouseText(outcome: LighthouseOutcome): string {
  if (!outcome.ran) return `Lighthouse: skipped (${outcome.reason})`;
  const rows = outcome.pages.map((p) => [
    p.path,
    String(p.performance),
    p.scores?.join(' ') ?? '-',
    ms(p.lcpMs),
    ms(p.tbtMs),
    p.cls.toFixed(3),
    p.met ? 'ok' : missesTarget(p) ? 'BELOW (target 90, LCP < 2.5 s, CLS < 0.1)' : 'below 90, not a target',
  ]);
  const before = outcome.before
    ? `, after ${outcome.before.waitedSeconds} s waiting for the machine to rest (CPU ${outcome.before.idlePercent} % idle${outcome.before.atRest ? '' : ', NOT at rest'})`
    : '';
  const heading = `Lighthouse, mobile, the median of ${outcome.runsPerPage} runs a page${before}:`;
  return `${heading}\n${formatTable(['page', 'perf', 'runs', 'LCP', 'TBT', 'CLS', ''], rows)}`;
}

function clientText(client: ClientBudgets): string {
  const row = (name: string, w: { raw: number; gzip: number; brotli: number }, note: string) => [
    name,
    kb(w.raw),
    kb(w.gzip),
    kb(w.brotli),
    note,
  ];
  return formatTable(
    ['client budget', 'raw', 'gzip', 'brotli', ''],
    [
      row('lobby initial JS', client.lobbyInitialJs, `${client.lobbyInitialJs.files} files`),
      row('game page initial JS', client.gamePageInitialJs, `${client.gamePageInitialJs.files} files`),
      row('total CSS', client.totalCss, `${client.totalCss.files} files`),
      row('largest lazy chunk', client.largestLazyChunk, client.largestLazyChunk.file),
    ],
  );
}

const spreadText = (s: { p50: number; p99: number; max: number }) =>
  [s.p50, s.p99, s.max].map((v) => (Number.isFinite(v) ? v.toFixed(0) : '-')).join('/');

function rushText(outcome: RushOutcome): string {
  if (!outcome.ran) return `rush: skipped (${outcome.reason})`;
  const { spins, streams, liveDelay: d, spinPhases: phases, acceptQueue: queue } = outcome;
  return [
    `rush: ${outcome.players} players on one ${outcome.numbers}-number game within ${outcome.arrivalSeconds} s:` +
      ` ${outcome.ok ? 'ok' : 'FAILED'}`,
    `  paid spins: ${spins.ok} answered 200 (${JSON.stringify(spins.statusCodes)}), p50 ${ms(spins.p50)},` +
      ` p99 ${ms(spins.p99)}, max ${ms(spins.max)}`,
    `  where the spins' time went (ms, p50/p99/max): connect ${spreadText(phases.connect)}, before the` +
      ` handler ${spreadText(phases.queue)}, handler ${spreadText(phases.server)};` +
      ` ${phases.newConnections} on a new connection`,
    `  the slowest 1% (${phases.slowest.spins} spins, mean ${ms(phases.slowest.ms)}): connect` +
      ` ${ms(phases.slowest.connect)}, before the handler ${ms(phases.slowest.queue)}, handler` +
      ` ${ms(phases.slowest.server)}`,
    `  accept queue (connections not accepted yet): most ${queue.max}, median ${queue.p50} over` +
      ` ${queue.samples} samples; the bench's own event-loop delay p99 ${ms(outcome.benchLoopDelay.p99)},` +
      ` max ${ms(outcome.benchLoopDelay.max)}`,
    `  live streams opened: ${streams.opened} (refused or broken: ${JSON.stringify(streams.failures)}),` +
      ` first update ${spreadText(streams.firstUpdate)} ms;` +
      ` at most ${outcome.maxMessagesPerSecond} messages a second to one page`,
    `  numbers answered twice: ${outcome.duplicateAnswers}; claimed twice: ${outcome.duplicateClaims};` +
      ` claims stored: ${outcome.claimsInDatabase}`,
    `  update delay to the other pages (${d.observers} pages read): p50 ${ms(d.p50)}, p99 ${ms(d.p99)},` +
      ` max ${ms(d.max)} over ${d.samples} (${d.missed} never shown)`,
  ].join('\n');
}

function usersListText(outcome: UsersListOutcome): string {
  if (!outcome.ran) return `users list: skipped (${outcome.reason})`;
  const rows = outcome.cases.map((c) => [
    c.name,
    String(c.connections),
    String(c.answers),
    ms(c.p50),
    ms(c.p99),
    c.ok
      ? 'ok'
      : `${c.target ? 'OVER' : 'over, not a target'} (p99 budget 100 ms; answers ${JSON.stringify(c.statusCodes)})`,
  ]);
  const headers = ['case', 'conn', 'answers', 'p50', 'p99', ''];
  return `users list, ${outcome.players} players:\n${formatTable(headers, rows)}`;
}

function targetsText(targets: TargetFigure[]): string {
  const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'ok' : 'BELOW');
  const rows = targets.map((t) => [
    t.name,
    t.value === null ? '-' : `${t.value.toFixed(t.value < 10 ? 2 : 0)} ${t.unit}`,
    t.ceiling === null ? '-' : `${t.ceiling.toFixed(0)}/s`,
    t.target,
    verdict(t.met),
  ]);
  return `the speed targets:\n${formatTable(['figure', 'value', 'ceiling', 'target', ''], rows)}`;
}

/** The run as text: ratios are product requests/s over the machine's ceiling for the same work. */
export function formatResults(r: BenchResults): string {
  return [
    `Prize Wheel bench, ${r.date}: ${r.machine.cores} cores, ${r.machine.memoryGiB} GiB, ${r.machine.cpu}, node ${r.machine.node}, ${r.database} ${r.databaseVersion}, ${r.seconds.toFixed(0)} s`,
    '',
    formatTable(COMPARED_HEADERS, [...r.reads, ...r.spins].map(comparedRow)),
    '',
    ...(r.spins.length > 0 ? [spinCpuText(r.spins), ''] : []),
    ...(r.standbyReads ? [standbyReadsText(r.standbyReads), ''] : []),
    twoProcessText(r.twoProcesses),
    liveText(r.live),
    '',
    clientText(r.client),
    '',
    lighthouseText(r.lighthouse),
    '',
    usersListText(r.usersList),
    '',
    rushText(r.rush),
    '',
    targetsText(r.targets),
    '',
    ...(r.auditPack ? [auditPackText(r.auditPack), ''] : []),
    r.missedTargets.length === 0
      ? 'targets: every measured figure met its target'
      : `BELOW target: ${r.missedTargets.join('; ')}`,
  ].join('\n');
}
