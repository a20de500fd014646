import type { WheelSpin } from './wheel';

let last = 0;

/** Spin ids unique across the page's free and paid spins, so the wheel never mistakes one for the other. */
export function nextSpinId(): number {
  last += 1;
  return last;
}

/** The spin the wheel shows: the most recent of the free and the paid one. */
export function latestSpin(...spins: (WheelSpin | null)[]): WheelSpin | null {
  return spins.reduce<WheelSpin | null>(
    (latest, spin) => (spin && (!latest || spin.id > latest.id) ? spin : latest),
    null,
  );
}
