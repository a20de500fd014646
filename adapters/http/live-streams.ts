import type { ServerResponse } from 'node:http';
import { connectedFrame, dataFrame, PING_FRAME, RETURN_FRAME, retryFrame } from './sse-frames';
import { SSE_OPTIONS } from './trpc';

/** What a page's EventSource waits before it reconnects, sent when a draining process ends its stream. */
const STREAM_RETRY_MS = 1_000;

const CONNECTED = connectedFrame(SSE_OPTIONS.client);
const RETRY = retryFrame(STREAM_RETRY_MS);

/** One live stream to serve: its events (tRPC ran the procedure and its middleware) and where to write. */
export interface LiveStreamAnswer {
  events: AsyncIterable<unknown>;
  /** The Node response under the answer, when Node serves it: the frames are written straight to it. */
  outgoing?: ServerResponse;
  /** The `serialized-error` frame of a failure inside the stream; null for an abort (nothing sent). */
  failed: (error: unknown) => Buffer | null;
}

/**
 * The server-sent event streams (the tRPC subscriptions) this process serves, written by the HTTP
 * adapter itself in tRPC's format (sse-frames.ts): each value's frame is encoded once and the same
 * bytes are written to every page, straight to the Node response (a push to 2,000 pages is 2,000
 * socket writes, not 2,000 web-stream pipelines). A page that reads slowly is not written to until
 * its socket drained, and then gets the newest value (a feed keeps only that: live-feed.ts).
 * Streams quiet for a ping interval get a ping. A draining process ends them all with a retry hint
 * (`closeAll`).
 */
export class LiveStreams {
  private readonly open = new Set<LiveStream>();
  private pinger: ReturnType<typeof setInterval> | null = null;

  /** The answer's body: a web stream that hands over to direct writes once Node has sent the head. */
  serve(answer: LiveStreamAnswer): ReadableStream<Uint8Array> {
    const stream = new LiveStream(answer, () => this.forget(stream));
    this.open.add(stream);
    // Half the interval: a stream that wrote nothing since the last sweep gets a ping, so a page
    // hears something at least every intervalMs.
    this.pinger ??= setInterval(() => this.ping(), SSE_OPTIONS.ping.intervalMs / 2);
    this.pinger.unref?.();
    return stream.body;
  }

  /**
   * Ends every stream with the retry hint (an SSE `retry:` field, then the end of the connection,
   * without tRPC's `return` event), so each browser's EventSource reconnects on its own, through
   * the proxy to another process, after STREAM_RETRY_MS; the streams' sources let go.
   */
  closeAll(): void {
    for (const stream of [...this.open]) stream.end(RETRY);
  }

  private ping(): void {
    for (const stream of this.open) stream.ping();
  }

  private forget(stream: LiveStream): void {
    this.open.delete(stream);
    if (this.open.size === 0 && this.pinger !== null) {
      clearInterval(this.pinger);
      this.pinger = null;
    }
  }
}

/**
 * One page's stream. Until Node has written the answer's head (it reads a few chunks ahead to
 * decide on a length), and where there is no Node response (app.request in tests), each read of
 * the body takes one event. After that, one read writes every event straight to the socket until
 * the stream ends; the body then closes and Node ends the answer.
 */
class LiveStream {
  readonly body: ReadableStream<Uint8Array>;
  private readonly events: AsyncIterator<unknown>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private connected = false;
  private finished = false;
  /** The events ended (a `return` or `serialized-error` frame is the last). */
  private last = false;
  /** Nothing written since the last ping sweep. */
  private quiet = false;

  constructor(
    private readonly answer: LiveStreamAnswer,
    private readonly onFinish: () => void,
  ) {
    this.events = answer.events[Symbol.asyncIterator]();
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        pull: () => this.pull(),
        cancel: () => this.stop(),
      },
      { highWaterMark: 0 },
    );
  }

  /** Ends the stream with `frame` (the drain's retry hint), the source let go. */
  end(frame: Buffer): void {
    if (this.finished) return;
    this.write(frame);
    this.close();
    this.stop();
  }

  ping(): void {
    if (this.finished) return;
    if (this.quiet) this.write(PING_FRAME);
    this.quiet = true;
  }

  private async pull(): Promise<void> {
    if (!this.connected) {
      this.connected = true;
      this.controller.enqueue(CONNECTED);
      return;
    }
    const { outgoing } = this.answer;
    if (outgoing?.headersSent) return this.pump(outgoing);
    const frame = await this.next();
    if (this.finished) return;
    if (frame) this.write(frame);
    if (this.last) this.close();
  }

  /** Every event straight to the socket, waiting for it to drain when it is full. */
  private async pump(outgoing: ServerResponse): Promise<void> {
    while (!this.finished) {
      const frame = await this.next();
      if (this.finished) return;
      if (frame) this.write(frame);
      if (this.last) return this.close();
      if (outgoing.writableNeedDrain) await drained(outgoing);
    }
  }

  /** The next event's frame: the value's, `return` at the end, the error's for a failure. */
  private async next(): Promise<Buffer | null> {
    try {
      const event = await this.events.next();
      if (!event.done) return dataFrame(event.value);
      this.last = true;
      return RETURN_FRAME;
    } catch (error) {
      this.last = true;
      return this.answer.failed(error);
    }
  }

  private write(frame: Buffer): void {
    this.quiet = false;
    const { outgoing } = this.answer;
    if (!outgoing?.headersSent) this.controller.enqueue(frame);
    else if (!outgoing.destroyed) outgoing.write(frame);
  }

  private close(): void {
    if (!this.finished) {
      this.finished = true;
      this.onFinish();
    }
    this.controller.close();
  }

  /** The page went away (or the drain ended the stream): the source lets go of its place. */
  private stop(): void {
    if (!this.finished) {
      this.finished = true;
      this.onFinish();
    }
    void this.events.return?.().catch(() => {});
  }
}

const drained = (outgoing: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      resolve();
    };
    outgoing.on('drain', done);
    outgoing.on('close', done);
  });
