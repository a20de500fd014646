import { createMiddleware } from 'hono/factory';
import { errorBody } from '../error-status';

/**
 * PostgreSQL text cannot hold a NUL character, and no field of ours means one: a NUL anywhere in a
 * request (path, query string, JSON body) would reach the database as an error and a 500. Such a
 * request is refused up front with 400 naming the field, whatever route it is for.
 */
export const noNulCharacters = createMiddleware(async (c, next) => {
  const json = hasJsonBody(c.req.header('content-type'));
  if (!json && !mayHoldNul(c.req.url)) return next();
  const url = new URL(c.req.url);
  const field =
    (decoded(url.pathname).includes('\u0000') ? 'path' : null) ??
    fieldInQuery(url.searchParams) ??
    (json ? fieldInJson(await c.req.text(), '') : null);
  if (field === null) return next();
  const message = `Invalid ${field}: must not contain NUL characters`;
  return c.json(errorBody({ code: 'INVALID_INPUT', message, field }), 400);
});

function fieldInQuery(params: URLSearchParams): string | null {
  for (const [key, value] of params) {
    if (key.includes('\u0000')) return 'query';
    if (value.includes('\u0000')) return key;
    // tRPC queries carry their input as JSON in the query string.
    const inJson = fieldInJson(value, key);
    if (inJson !== null) return inJson;
  }
  return null;
}

/** The path of the first string or key holding a NUL in a JSON text ('' for the root), or null. */
function fieldInJson(text: string, root: string): string | null {
  if (!text.includes('\\u0000') && !text.includes('\u0000')) return null;
  try {
    return find(JSON.parse(text), root);
  } catch {
    return null; // not JSON: the route answers that
  }
}

function find(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || 'body';
    const found = find(item, at);
    if (found !== null) return found;
  }
  return null;
}

function hasJsonBody(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().includes('json');
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether any part of the URL could decode to a NUL: without a '%', a backslash or a NUL, none can. */
export function mayHoldNul(url: string): boolean {
  return url.includes('%') || url.includes('\\') || url.includes('\u0000');
}
