/**
 * `make` run once per value object: the shared reads and the live feeds hand every request or page
 * the same object until their data changes (adapters/cache/, adapters/live/), so what is made from it
 * (an answer's bytes, a presented state, a stream's frame) is made once per change, not once per
 * request or page. Kept as long as the value is.
 */
export function oncePerValue<V extends object, T>(make: (value: V) => T): (value: V) => T {
  const made = new WeakMap<V, T>();
  return (value) => {
    if (made.has(value)) return made.get(value) as T;
    const out = make(value);
    made.set(value, out);
    return out;
  };
}
