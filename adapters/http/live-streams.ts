import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from './env';

/** What a page's EventSource waits before it reconnects, sent when a draining process ends its stream. */
const STREAM_RETRY_MS = 1_000;

const encoder = new TextEncoder();

/**
 * The server-sent event streams this process holds open, so that a draining process can end them
 * with a retry hint: an SSE `retry:` field, then the end of the connection without tRPC's `return`
 * event, so the browser's EventSource reconnects on its own (through the proxy, to another process)
 * after STREAM_RETRY_MS.
 *
 * Each event goes on as one chunk: tRPC's stream gives an event in two or three (its fields, then
 * the blank line that ends it), each of which the HTTP server would write to the socket on its own
 * (a write and a chunk header each); a push to 2,000 pages is then 2,000 writes, not 4,000-6,000.
 */
export class LiveStreams {
  private readonly open = new Set<() => void>();

  /** Tracks every event-stream answer passing through (the tRPC subscriptions). */
  readonly middleware = createMiddleware<HttpEnv>(async (c, next) => {
    await next();
    const body = c.res.body;
    if (!body || !c.res.headers.get('Content-Type')?.startsWith('text/event-stream')) return;
    c.res = new Response(this.track(body), c.res);
  });

  /** Ends every stream with the retry hint; the streams' sources are cancelled (their feeds let go). */
  closeAll(): void {
    for (const end of [...this.open]) end();
  }

  private track(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
    const reader = source.getReader();
    let finished = false;
    // The chunks of the event under way, written together once its blank line arrives.
    const parts: Uint8Array[] = [];
    let end: () => void = () => {};
    const finish = () => {
      finished = true;
      this.open.delete(end);
    };
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        end = () => {
          if (finished) return;
          finish();
          parts.push(encoder.encode(`retry: ${STREAM_RETRY_MS}\n\n`));
          controller.enqueue(joined(parts.splice(0)));
          controller.close();
          void reader.cancel().catch(() => {});
        };
        this.open.add(end);
      },
      async pull(controller) {
        try {
          for (;;) {
            const chunk = await reader.read();
            if (finished) return;
            if (chunk.done) {
              finish();
              if (parts.length > 0) controller.enqueue(joined(parts.splice(0)));
              controller.close();
              return;
            }
            parts.push(chunk.value);
            if (endsEvent(chunk.value)) {
              controller.enqueue(joined(parts.splice(0)));
              return;
            }
          }
        } catch (error) {
          if (finished) return;
          finish();
          controller.error(error);
        }
      },
      cancel: async (reason) => {
        finish();
        await reader.cancel(reason);
      },
    });
  }
}

const LINE_FEED = 10;

/** An SSE event ends with a blank line: the chunk that ends with two line feeds ends one. */
const endsEvent = (chunk: Uint8Array) =>
  chunk.length >= 2 && chunk[chunk.length - 1] === LINE_FEED && chunk[chunk.length - 2] === LINE_FEED;

const joined = (parts: Uint8Array[]): Uint8Array =>
  parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts);
