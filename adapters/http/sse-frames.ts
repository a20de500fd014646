/**
 * tRPC's server-sent event format for subscriptions, byte for byte as its `sseStreamProducer` writes
 * it and @trpc/client's httpSubscriptionLink (or our web/lib/subscription-link.ts) reads it: a
 * `connected` event with the client's options, one `data:` event per value (JSON, no transformer),
 * `ping`, `return` at the end, `serialized-error` for a failure inside the stream. Each frame is
 * encoded to bytes once: a value yielded to many pages (every page of a game gets the same state
 * object per change) is one Buffer written to all of them.
 */

import { oncePerValue } from './once-per-value';

const frame = (lines: string): Buffer => Buffer.from(`${lines}\n\n`, 'utf8');

export const PING_FRAME = frame('event: ping\ndata: \n');
export const RETURN_FRAME = frame('event: return\ndata: \n');

export const connectedFrame = (clientOptions: object): Buffer =>
  frame(`event: connected\ndata: ${JSON.stringify(clientOptions)}\n`);

export const errorFrame = (shape: unknown): Buffer =>
  frame(`event: serialized-error\ndata: ${JSON.stringify(shape)}\n`);

/** Not tRPC's: the SSE field that tells an EventSource how long to wait before it reconnects. */
export const retryFrame = (ms: number): Buffer => Buffer.from(`retry: ${ms}\n\n`, 'utf8');

const encode = (value: unknown) => frame(`data: ${JSON.stringify(value)}\n`);
const encodedOnce = oncePerValue(encode);

/** The `data:` event of a value, encoded once per value object whatever the number of pages. */
export function dataFrame(value: unknown): Buffer {
  return typeof value === 'object' && value !== null ? encodedOnce(value) : encode(value);
}
