import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { oncePerValue } from './once-per-value';

/** An answer as sent: its JSON text and a strong ETag, the hash of those bytes. */
export interface SerializedAnswer {
  body: string;
  etag: string;
}

/** Public data every client may keep, asking again each time (304 when unchanged). */
export const REVALIDATE = 'public, no-cache';

/**
 * Presents and serialises each shared value once: the cached reads return the same object until
 * their data changes (adapters/cache/), so this is once per change, not once per request.
 */
export function serializer<T extends object>(present: (value: T) => unknown): (value: T) => SerializedAnswer {
  return oncePerValue((value: T) => {
    const body = JSON.stringify(present(value));
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
  });
}

/** 200 with the answer, or 304 with no body when the client's If-None-Match names its ETag. */
export function sendShared(c: Context, answer: SerializedAnswer): Response {
  const headers = { ETag: answer.etag, 'Cache-Control': REVALIDATE };
  if (noneMatch(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
  return c.body(answer.body, 200, { ...headers, 'Content-Type': 'application/json' });
}

/** RFC 9110 section 13.1.2: `*`, or a list of tags compared weakly (a W/ prefix is ignored). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}
