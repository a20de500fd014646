/**
 * The text of any generated value, for building URLs and labels from arbitraries. String() throws
 * ('Cannot convert object to primitive value') on an object without a prototype, which fast-check's
 * jsonValue and object arbitraries generate, also nested inside arrays; JSON never does.
 */
export function textOf(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
