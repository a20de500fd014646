import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { acceptQueueLength } from './accept-queue';
import { mostMessagesInASecond } from './rush';
import { rushAgent, spinPhases, type TimedSpin, timedSpin } from './rush-spin';

describe('mostMessagesInASecond', () => {
  it('finds the busiest second over more page-seconds than a call may take as arguments', () => {
    const pages = Array.from({ length: 2_000 }, (_, p) => ({
      messagesBySecond: new Map(Array.from({ length: 200 }, (_, s) => [s, (p + s) % 7] as const)),
    }));
    pages[1_234]?.messagesBySecond.set(99, 42);
    expect(mostMessagesInASecond(pages)).toBe(42);
  });

  it('is 0 when no page received a message', () => {
    expect(mostMessagesInASecond([])).toBe(0);
    expect(mostMessagesInASecond([{ messagesBySecond: new Map() }])).toBe(0);
  });
});

describe('where a rush spin spent its time', () => {
  it('times a spin by phase: a new connection, then a kept one, the handler from Server-Timing', async () => {
    // A handler that takes 20 ms and says so, as the product's Server-Timing does.
    const server = createServer((req, res) => {
      const started = performance.now();
      req.resume();
      req.on('end', () =>
        setTimeout(() => {
          const dur = (performance.now() - started).toFixed(1);
          res.writeHead(200, { 'content-type': 'application/json', 'server-timing': `app;dur=${dur}` });
          res.end(JSON.stringify({ number: 7 }));
        }, 20),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = rushAgent();
    try {
      const url = `http://127.0.0.1:${port}`;
      const first = await timedSpin(agent, url, 1, {});
      const second = await timedSpin(agent, url, 1, {});
      expect(first).toMatchObject({ status: '200', number: 7, newConnection: true });
      expect(second).toMatchObject({ status: '200', number: 7, newConnection: false, connect: 0 });
      for (const spin of [first, second]) {
        expect(spin.server).toBeGreaterThanOrEqual(19);
        expect(spin.queue).toBeGreaterThanOrEqual(0);
        expect(spin.connect + spin.queue + (spin.server ?? 0)).toBeLessThanOrEqual(spin.ms + 0.5);
      }
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives each phase its spread and the phases of the slowest 1%', () => {
    const spin = (ms: number, connect: number, queue: number, server: number | null): TimedSpin => ({
      at: ms,
      ms,
      status: '200',
      number: ms,
      connect,
      queue,
      server,
      newConnection: connect > 0,
    });
    const spins = [
      ...Array.from({ length: 98 }, (_, i) => spin(100 + i, 0, 10, 90)),
      spin(20_000, 15_000, 4_000, 1_000),
      spin(22_000, 15_000, 6_000, null),
    ];
    const phases = spinPhases(spins);
    expect(phases.newConnections).toBe(2);
    expect(phases.connect).toEqual({ p50: 0, p99: 15_000, max: 15_000 });
    expect(phases.server.max).toBe(1_000);
    expect(phases.slowest).toEqual({ spins: 2, ms: 21_000, connect: 15_000, queue: 5_000, server: 500 });
  });
});

describe('the accept queue of a listening socket', () => {
  const TABLE = [
    '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
    '   0: 0100007F:1538 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1 1',
    '   1: 0100007F:A12B 00000000:0000 0A 00000000:000007C8 00:00000000 00000000     0        0 2 1',
    '   2: 0100007F:A12B 0100007F:D431 01 00000000:00000000 00:00000000 00000000     0        0 3 1',
  ].join('\n');

  it("reads the listening socket's waiting connections (what ss shows as Recv-Q)", () => {
    expect(acceptQueueLength(0xa12b, TABLE)).toBe(1_992);
    expect(acceptQueueLength(5432, TABLE)).toBe(0);
  });

  it('is null for a port nobody listens on, or without the table', () => {
    expect(acceptQueueLength(80, TABLE)).toBeNull();
    expect(acceptQueueLength(80, null)).toBeNull();
  });
});
