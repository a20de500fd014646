/** Whether two maps of counts hold the same keys and figures (a live-player figure read again). */
export function sameCounts(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, count] of a) if (b.get(key) !== count) return false;
  return true;
}
