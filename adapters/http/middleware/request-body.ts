import type { Context, MiddlewareHandler } from 'hono';
import type { HttpEnv } from '../env';

/**
 * Reads a request's body once, up to `maxSizeOf(c)` bytes (asked only of a request with a body),
 * before any route sees it; a larger body is refused with `tooLarge` and never read past the limit.
 * The text is kept where Hono's `c.req.text()` and `c.req.json()` (the validators) find it, so the
 * NUL check and the route share one read; the tRPC handler builds its Request from it (`readRequest`).
 *
 * With a Content-Length, Node's parser delivers exactly that many bytes, so the body is read straight
 * from the socket (@hono/node-server's direct read, no web stream); a chunked body is counted as it
 * arrives and cut off at the limit. GET and HEAD carry no body (Fetch) and are passed on untouched.
 */
export function requestBody(
  maxSizeOf: (c: Context<HttpEnv>) => number | Promise<number>,
  tooLarge: (c: Context<HttpEnv>) => Response | Promise<Response>,
): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const maxSize = await maxSizeOf(c);
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (length !== undefined && !chunked) {
      if (Number(length) > maxSize) return tooLarge(c);
    } else {
      const text = await readUpTo(c.req.raw.body, maxSize);
      if (text === null) return tooLarge(c);
      c.req.raw = withBody(c.req.raw, text);
    }
    await c.req.text();
    return next();
  };
}

/**
 * The request as a handler that reads the raw Request (tRPC's fetch adapter) needs it: its body,
 * already read once by `requestBody`, given again from the text Hono keeps.
 */
export async function readRequest(c: Context): Promise<Request> {
  const { raw } = c.req;
  return raw.bodyUsed ? withBody(raw, await c.req.text()) : raw;
}

/**
 * A Request like `request` whose body is `text` (nothing read of it yet), still aborted when the
 * client goes away (its signal), as hono's bodyLimit's copy was.
 */
function withBody(request: Request, text: string): Request {
  const { url, method, headers, signal } = request;
  return new Request(url, { method, headers, signal, body: text });
}

/** The stream's text, or null once it passes maxSize bytes (the rest is not read). */
async function readUpTo(body: ReadableStream<Uint8Array> | null, maxSize: number): Promise<string | null> {
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxSize) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
