import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { HttpEnv } from '../../../adapters/http/env';
import { LiveStreams } from '../../../adapters/http/live-streams';

/** An event stream whose chunks are given as tRPC's SSE producer gives them: fields, then the blank line. */
function appStreaming(chunks: string[], { holdOpen = false } = {}) {
  const streams = new LiveStreams();
  const app = new Hono<HttpEnv>();
  app.use('*', streams.middleware);
  app.get('/events', () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next !== undefined) controller.enqueue(encoder.encode(next));
        // A stream held open: the next chunk never comes (the draining process ends it).
        else if (holdOpen) return new Promise<void>(() => {});
        else controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { app, streams };
}

async function chunksOf(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const read: string[] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    read.push(decoder.decode(chunk.value));
  }
  return read;
}

describe('live streams: one chunk an event', () => {
  it('hands each event on whole, in one chunk (one socket write), the bytes unchanged', async () => {
    const { app } = appStreaming(['event: connected\n', 'data: {}\n', '\n\n', 'data: {"a":1}\n', '\n\n']);
    const read = await chunksOf(await app.request('/events'));
    expect(read).toEqual(['event: connected\ndata: {}\n\n\n', 'data: {"a":1}\n\n\n']);
  });

  it('ends a draining stream with the event under way, then the retry hint', async () => {
    const { app, streams } = appStreaming(['data: 1\n', '\n\n', 'data: 2\n'], { holdOpen: true });
    const response = await app.request('/events');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('data: 1\n\n\n');
    // The next read takes 'data: 2\n' and waits for the rest of its event, which never comes.
    const pending = reader.read();
    await new Promise((resolve) => setImmediate(resolve));
    streams.closeAll();
    expect(decoder.decode((await pending).value)).toBe('data: 2\nretry: 1000\n\n');
    expect((await reader.read()).done).toBe(true);
  });
});
