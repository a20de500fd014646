import type { SpinCompared } from './cpu-report';
import type { RushOutcome } from './rush';

/** The rush's targets: the slowest spins and the live updates to the other pages, in ms. */
export const RUSH_SPIN_P99_MS = 2_000;
export const RUSH_LIVE_P99_MS = 1_000;
/** What no single-row ceiling shows: paid spins a second on one hot game at 50 connections. */
export const HOT_GAME_SPINS_PER_SECOND = 1_000;
export const HOT_GAME_CONNECTIONS = 50;

/** One figure of the speed targets, beside its ceiling in the same run (null: none for it) and target. */
export interface TargetFigure {
  name: string;
  value: number | null;
  unit: string;
  ceiling: number | null;
  target: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

/** The names of every figure `targetFigures` gives, in order: the bench's own test checks each. */
export const TARGET_FIGURE_NAMES = [
  'paid spins, 1 hot game, 10 connections',
  'paid spins, 10 games, 10 connections',
  'paid spins, 1 hot game, 50 connections',
  'paid spins, 10 games, 50 connections',
  'paid spins a second, 1 hot game, 50 connections',
  'rush: spin p99',
  'rush: live-update p99',
  'rush: connections refused, failed or left waiting',
] as const;

function spinFigures(spins: SpinCompared[]): TargetFigure[] {
  const row = (name: string, connections: number) =>
    spins.find((s) => s.name === name && s.connections === connections);
  const figures = ([10, 50] as const).flatMap((connections) =>
    (['paid spins, 1 hot game', 'paid spins, 10 games'] as const).map((name): TargetFigure => {
      const s = row(name, connections);
      return {
        name: `${name}, ${connections} connections`,
        value: s ? s.ratio : null,
        unit: `x of the ceiling (p99 ${s?.p99Ratio?.toFixed(1) ?? '-'}x of its p99)`,
        ceiling: s ? s.ceiling.requestsPerSecond : null,
        target: 'at least 0.5x, p99 at most 2.5x',
        met: s ? s.met : null,
      };
    }),
  );
  const hot = row('paid spins, 1 hot game', HOT_GAME_CONNECTIONS);
  figures.push({
    name: TARGET_FIGURE_NAMES[4],
    value: hot ? hot.product.requestsPerSecond : null,
    unit: 'spins/s',
    ceiling: hot ? hot.ceiling.requestsPerSecond : null,
    target: `at least ${HOT_GAME_SPINS_PER_SECOND} where the machine allows it`,
    met: hot ? hot.product.requestsPerSecond >= HOT_GAME_SPINS_PER_SECOND : null,
  });
  return figures;
}

/** A rush latency against its most, in ms. */
const atMost = (name: string, value: number | null, most: number): TargetFigure => ({
  name,
  value,
  unit: 'ms',
  ceiling: null,
  target: `at most ${most} ms`,
  met: value === null ? null : value <= most,
});

function rushFigures(rush: RushOutcome): TargetFigure[] {
  const ran = rush.ran ? rush : null;
  const failures = ran
    ? Object.values(ran.streams.failures).reduce((a, b) => a + b, 0) + (ran.players - ran.spins.ok)
    : null;
  return [
    atMost(TARGET_FIGURE_NAMES[5], ran ? ran.spins.p99 : null, RUSH_SPIN_P99_MS),
    atMost(TARGET_FIGURE_NAMES[6], ran ? ran.liveDelay.p99 : null, RUSH_LIVE_P99_MS),
    {
      name: TARGET_FIGURE_NAMES[7],
      value: failures,
      unit: 'connections (spins not answered 200, streams refused or broken)',
      ceiling: null,
      target: '0',
      met: failures === null ? null : failures === 0,
    },
  ];
}

/** Every figure of the speed targets, each beside its ceiling and target (measured or not). */
export const targetFigures = (spins: SpinCompared[], rush: RushOutcome): TargetFigure[] => [
  ...spinFigures(spins),
  ...rushFigures(rush),
];
