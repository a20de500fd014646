import { middleware, publicProcedure } from './trpc';
import { trpcErrorOf } from './trpc-errors';

/**
 * The base of the live streams (tRPC subscriptions, endpoints/games/live.ts). tRPC answers a subscription
 * with 200 and reports a failure inside the stream; one that fails before its stream opens (its
 * input, its caps) is handed to `ctx.refuseStream`, so the HTTP adapter answers it as every other
 * refusal: a 400 naming the field, a 429 TOO_MANY_ATTEMPTS (trpc-handler.ts). One that opens is
 * handed to `ctx.serveStream`: the HTTP adapter writes its events itself, each change encoded once
 * for every page (live-streams.ts), and tRPC's own stream gets none. Being the procedure, it sees
 * the call however its URL was spelled: tRPC decoded it.
 */
export const liveStreamProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) ctx.refuseStream(result.error);
  else if (isAsyncIterable(result.data) && ctx.serveStream(result.data))
    return { ...result, data: noEvents() };
  return result;
});

async function* noEvents(): AsyncGenerator<never> {}

/**
 * A live stream's place, taken where the stream is opened, after its input is read: at most so many
 * streams per process, per client address and per session (application/operations/live-stream-slots.ts,
 * docs/rules/operations.md), a lease written for each, counted over every process. The place is given
 * back when the stream ends, is cancelled, fails, or its request aborts.
 */
export const liveStreamSlot = middleware(async ({ ctx, next, signal }) => {
  const session = ctx.cookies.token === null ? null : await ctx.loadSession();
  const slot = await ctx.useCases.liveStreamSlots.open({
    address: ctx.clientIp,
    session: session?.tokenHash ?? null,
  });
  if (!slot.ok) throw trpcErrorOf(slot.error);
  const { release } = slot.value;
  signal?.addEventListener('abort', release, { once: true });
  const result = await next();
  if (!result.ok || !isAsyncIterable(result.data)) {
    release();
    return result;
  }
  return { ...result, data: releasedAtEnd(result.data, release) };
});

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * The same events, calling `release` once they end, fail or the reader lets go (`return`, also on an
 * iterator not started yet, where an async generator's `finally` would not run).
 */
function releasedAtEnd<T>(source: AsyncIterable<T>, release: () => void): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const events = source[Symbol.asyncIterator]();
      return {
        async next() {
          try {
            const event = await events.next();
            if (event.done) release();
            return event;
          } catch (error) {
            release();
            throw error;
          }
        },
        async return(value?: unknown) {
          release();
          return (await events.return?.(value)) ?? { done: true, value: undefined };
        },
        async throw(error?: unknown) {
          release();
          if (events.throw) return events.throw(error);
          throw error;
        },
      };
    },
  };
}
