/** The content codings the client files come in besides identity, best first. */
export type ContentCoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** Each coding of an Accept-Encoding header with its weight (RFC 9110 section 12.5.3). */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    result.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return result;
}

/**
 * The coding to send: brotli, then gzip, among those the client accepts (weight above 0, by name or
 * by `*`) and the file exists in; null for the file as it is.
 */
export function pickEncoding(
  header: string | undefined,
  available: ReadonlySet<ContentCoding>,
): ContentCoding | null {
  if (!header) return null;
  const accepted = weights(header);
  const weightOf = (coding: ContentCoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const candidates = PREFERENCE.filter((coding) => available.has(coding) && weightOf(coding) > 0);
  // Brotli first unless the client weighs gzip higher.
  return candidates.sort((a, b) => weightOf(b) - weightOf(a))[0] ?? null;
}
