import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv } from '../env';
import { fail } from '../rest/respond';
import { gameIdInput } from '../schemas';
import { invalidInputOf } from '../validation';

const LIVE_PROCEDURES = new Set(['games.live', 'games.lobbyLive']);

/** The procedure a /trpc URL calls, read as tRPC's fetch adapter reads it (one slash trimmed at each end, twice). */
const procedureOf = (pathname: string): string => {
  const trim = (path: string) => path.replace(/^\//, '').replace(/\/$/, '');
  return trim(trim(pathname).slice('trpc'.length));
};

/**
 * tRPC answers a subscription with 200 and reports problems inside the stream; the live streams are
 * checked here first, whatever trailing slash the URL carries: a bad or missing id is a 400 naming
 * the field, as every other read answers, and a stream past its limits (application/operations/live-stream-slots.ts)
 * is a 429 TOO_MANY_ATTEMPTS before it opens. A granted place is given back when the stream ends:
 * its body finished, was cancelled, or its request aborted.
 */
export const liveStreams = (useCases: UseCases) =>
  createMiddleware<HttpEnv>(async (c, next) => {
    const procedure = procedureOf(new URL(c.req.url).pathname);
    if (!LIVE_PROCEDURES.has(procedure) || c.req.query('batch') !== undefined) return next();
    if (procedure === 'games.live') {
      const refused = badInput(c);
      if (refused) return refused;
    }
    const session = c.var.auth.token === null ? null : await c.var.auth.session();
    const slot = await useCases.liveStreamSlots.open({
      address: c.var.clientIp ?? null,
      session: session?.tokenHash ?? null,
    });
    if (!slot.ok) return fail(c, slot.error);
    const release = slot.value.release;
    c.req.raw.signal.addEventListener('abort', release, { once: true });
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    const body = c.res.body;
    if (!body) return release();
    c.res = new Response(releasedAtEnd(body, release), { status: c.res.status, headers: c.res.headers });
  });

function badInput(c: Context<HttpEnv>): Response | null {
  const raw = c.req.query('input');
  let input: unknown;
  try {
    input = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return fail(c, { code: 'INVALID_INPUT', message: 'Invalid input: is not JSON', field: 'input' });
  }
  const parsed = gameIdInput.safeParse(input);
  return parsed.success ? null : fail(c, invalidInputOf(parsed.error));
}

/** The same bytes, calling `release` once they end or the reader cancels them. */
function releasedAtEnd(body: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (!chunk.done) return controller.enqueue(chunk.value);
        release();
        controller.close();
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}
