const MAX_SEGMENTS = 50;
const SPIN_TURNS = 6;
export const SPIN_DURATION_MS = 8_000;

/**
 * The numbers drawn on the wheel: all of 1..total, or for a bigger game MAX_SEGMENTS evenly sampled
 * ones (1 and total included). The landing number is always drawn: it replaces its nearest sample,
 * which keeps the segments in ascending order.
 */
export function wheelSegments(total: number, landing: number | null = null, max = MAX_SEGMENTS): number[] {
  const count = Math.max(0, Math.floor(total));
  if (count <= max) return Array.from({ length: count }, (_, index) => index + 1);
  const picks = Array.from({ length: max }, (_, index) => Math.round(1 + (index * (count - 1)) / (max - 1)));
  if (landing !== null && landing >= 1 && landing <= count && !picks.includes(landing)) {
    let nearest = 0;
    for (let index = 1; index < picks.length; index++) {
      if (Math.abs((picks[index] ?? 0) - landing) < Math.abs((picks[nearest] ?? 0) - landing))
        nearest = index;
    }
    picks[nearest] = landing;
  }
  return picks;
}

/**
 * The wheel's rotation (degrees, clockwise) after a spin from `current` that brings segment `index`
 * under the pointer at the top, after SPIN_TURNS full turns.
 */
export function landingRotation(
  current: number,
  index: number,
  segmentCount: number,
  turns = SPIN_TURNS,
): number {
  const step = 360 / segmentCount;
  const centre = index * step + step / 2;
  const wanted = ((-centre % 360) + 360) % 360;
  const delta = (((wanted - current) % 360) + 360) % 360;
  return current + turns * 360 + delta;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
