import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveStreams } from '../../../adapters/http/live-streams';
import { GameChangeFanout } from '../../../adapters/live/game-change-fanout';
import { LiveUpdates } from '../../../adapters/live/live-updates';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import type { GameView } from '../../../application/games/game-view';

/**
 * A Node response as @hono/node-server leaves it to the stream once it wrote the head: what was
 * written, and a socket that may be full (`write` answers false until 'drain').
 */
class FakeResponse extends EventEmitter {
  readonly headersSent = true;
  destroyed = false;
  writableNeedDrain = false;
  full = false;
  readonly written: Buffer[] = [];

  write(chunk: Buffer): boolean {
    this.written.push(chunk);
    if (this.full) this.writableNeedDrain = true;
    return !this.full;
  }

  drain(): void {
    this.full = false;
    this.writableNeedDrain = false;
    this.emit('drain');
  }

  get text(): string {
    return this.written.map((chunk) => chunk.toString('utf8')).join('');
  }
}

/** The lobby's feed, whose value counts its computations, served to `pages` pages as Node would read them. */
function lobbyPages(pages: number) {
  const changes = new GameChangeFanout(0);
  let runs = 0;
  const lobby = async () => [{ numbersLeft: ++runs }] as unknown as GameView[];
  const live = new LiveUpdates(
    changes,
    { lobby, liveGame: async () => Promise.reject(new Error('no game')), draws: async () => [] },
    new RecordingLogger(),
    { maxWatchers: 10_000, refreshMs: 60_000 },
  );
  const streams = new LiveStreams();
  const responses = Array.from({ length: pages }, () => {
    const outgoing = new FakeResponse();
    const page = new AbortController();
    const body = streams.serve({
      events: live.watchLobby(page.signal),
      outgoing: outgoing as unknown as ServerResponse,
      failed: () => null,
    });
    // Node reads the first chunk (the connection event), writes the head, then reads on.
    const reader = body.getReader();
    const ended = (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        outgoing.write(chunk.value as Buffer);
    })();
    return { outgoing, page, ended };
  });
  const lastNumbersLeft = (outgoing: FakeResponse) =>
    [...outgoing.text.matchAll(/"numbersLeft":(\d+)/g)].at(-1)?.[1];
  return { changes, live, streams, responses, lastNumbersLeft, runs: () => runs };
}

describe('LiveStreams: the live streams written by the HTTP adapter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes one change to every page as the same bytes, encoded once, in tRPC's format", async () => {
    const { changes, responses, lastNumbersLeft, live } = lobbyPages(50);
    await vi.waitFor(() =>
      expect(responses.every(({ outgoing }) => lastNumbersLeft(outgoing) === '1')).toBe(true),
    );
    changes.publish(null);
    await vi.waitFor(() =>
      expect(responses.every(({ outgoing }) => lastNumbersLeft(outgoing) === '2')).toBe(true),
    );

    const [first, ...others] = responses.map(({ outgoing }) => outgoing.written);
    expect(first?.map((chunk) => chunk.toString())).toEqual([
      'event: connected\ndata: {"reconnectAfterInactivityMs":30000}\n\n\n',
      'data: [{"numbersLeft":1}]\n\n\n',
      'data: [{"numbersLeft":2}]\n\n\n',
    ]);
    // The very same Buffer on every page: one encoding per change, not one per page.
    for (const written of others) for (const [i, chunk] of written.entries()) expect(chunk).toBe(first?.[i]);
    live.close();
  });

  it('writes nothing more to a page whose socket is full until it drains, then the newest value only', async () => {
    const { changes, responses, lastNumbersLeft, live } = lobbyPages(2);
    const [quick, slow] = responses.map(({ outgoing }) => outgoing) as [FakeResponse, FakeResponse];
    await vi.waitFor(() => expect(lastNumbersLeft(slow)).toBe('1'));
    slow.full = true;
    changes.publish(null);
    await vi.waitFor(() => expect(lastNumbersLeft(quick)).toBe('2'));
    await vi.waitFor(() => expect(lastNumbersLeft(slow)).toBe('2')); // written, and the socket is now full
    for (const left of ['3', '4']) {
      changes.publish(null);
      await vi.waitFor(() => expect(lastNumbersLeft(quick)).toBe(left));
    }
    expect(slow.written).toHaveLength(3);
    slow.drain();
    await vi.waitFor(() => expect(lastNumbersLeft(slow)).toBe('4'));
    expect(slow.written).toHaveLength(4); // 3 skipped: the states are whole snapshots
    live.close();
  });

  it('ends every stream with a retry hint and no return event when the process drains', async () => {
    const { responses, lastNumbersLeft, streams, live } = lobbyPages(3);
    await vi.waitFor(() =>
      expect(responses.every(({ outgoing }) => lastNumbersLeft(outgoing) === '1')).toBe(true),
    );
    streams.closeAll();
    for (const { outgoing, ended } of responses) {
      await ended;
      expect(outgoing.text).toMatch(/\n\nretry: 1000\n\n$/);
      expect(outgoing.text).not.toContain('event: return');
    }
    live.close();
    await vi.waitFor(() => expect(live.size).toBe(0));
  });

  it("ends a stream with tRPC's return event when its events end", async () => {
    const { responses, lastNumbersLeft, live } = lobbyPages(2);
    await vi.waitFor(() =>
      expect(responses.every(({ outgoing }) => lastNumbersLeft(outgoing) === '1')).toBe(true),
    );
    live.close();
    for (const { outgoing, ended } of responses) {
      await ended;
      expect(outgoing.text).toMatch(/\n\n\nevent: return\ndata: \n\n\n$/);
    }
  });

  it("gives the same frames through the answer's body where there is no Node response (app.request)", async () => {
    const streams = new LiveStreams();
    async function* events() {
      yield { left: 2 };
      throw new Error('gone');
    }
    const body = streams.serve({
      events: events(),
      failed: () => Buffer.from('event: serialized-error\n\n'),
    });
    const text = await new Response(body).text();
    expect(text).toBe(
      'event: connected\ndata: {"reconnectAfterInactivityMs":30000}\n\n\ndata: {"left":2}\n\n\nevent: serialized-error\n\n',
    );
  });

  it('pings a stream that was quiet for the ping interval, and only such a stream', async () => {
    vi.useFakeTimers();
    const streams = new LiveStreams();
    const outgoing = new FakeResponse();
    const reader = streams
      .serve({
        events: { [Symbol.asyncIterator]: () => ({ next: () => new Promise<never>(() => {}) }) },
        outgoing: outgoing as unknown as ServerResponse,
        failed: () => null,
      })
      .getReader();
    outgoing.write((await reader.read()).value as Buffer);
    void reader.read();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(outgoing.text).not.toContain('event: ping');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outgoing.text.match(/event: ping\ndata: \n\n\n/g)).toHaveLength(1);
    streams.closeAll();
  });
});
