/** The bench's steps, in the order a run takes them. */
export const BENCH_STEPS = [
  'reads',
  'standby-reads',
  'spins',
  'two-processes',
  'lighthouse',
  'audit-pack',
  'users-list',
  'rush',
] as const;
export type BenchStep = (typeof BENCH_STEPS)[number];

/**
 * The steps a run takes: all of them, or those named by `--only reads,rush` (or `--only=reads,rush`),
 * so a change is measured without the whole run. An unknown name stops the run before it starts.
 */
export function selectedSteps(argv: readonly string[]): ReadonlySet<BenchStep> {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at === -1) return new Set(BENCH_STEPS);
  const arg = argv[at] ?? '';
  const list = arg.startsWith('--only=') ? arg.slice('--only='.length) : (argv[at + 1] ?? '');
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error(`--only needs one or more of: ${BENCH_STEPS.join(', ')}`);
  const unknown = names.filter((name) => !(BENCH_STEPS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`unknown bench step ${unknown.join(', ')}: choose from ${BENCH_STEPS.join(', ')}`);
  }
  return new Set(names as BenchStep[]);
}
