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
          controller.enqueue(encoder.encode(`retry: ${STREAM_RETRY_MS}\n\n`));
          controller.close();
          void reader.cancel().catch(() => {});
        };
        this.open.add(end);
      },
      async pull(controller) {
        try {
          const chunk = await reader.read();
          if (finished) return;
          if (chunk.done) {
            finish();
            controller.close();
          } else controller.enqueue(chunk.value);
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
