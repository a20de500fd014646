/** One server-sent event: its `event:` name (empty for the default) and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a text stream into server-sent events (the WHATWG rules the bench needs): events end at a
 * blank line, `data:` lines join with newlines, comments (`:`) are skipped, CRLF counts as LF.
 * Returns the complete events and the unfinished rest to prepend to the next chunk.
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Whether a JSON payload holds, at any depth, an object whose `number` is `number` (a claimed number). */
export function showsNumber(data: string, number: number): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return false;
  }
  const visit = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(visit);
    if (value === null || typeof value !== 'object') return false;
    if ((value as { number?: unknown }).number === number) return true;
    return Object.values(value).some(visit);
  };
  return visit(parsed);
}
