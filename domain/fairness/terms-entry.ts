/** The detail of a `terms` log entry: `v{version}:{hash}` (docs/rules/fairness.md, The log). */
export const termsLogDetail = (version: number, hash: string): string => `v${version}:${hash}`;

const DETAIL = /^v([1-9]\d{0,8}):([0-9a-f]{64})$/;

/** A `terms` entry's version and hash, or null when its detail is not `v{version}:{64 lowercase hex}`. */
export function readTermsDetail(detail: string): { version: number; hash: string } | null {
  const match = DETAIL.exec(detail);
  if (!match?.[1] || !match[2]) return null;
  return { version: Number(match[1]), hash: match[2] };
}
