import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { measureLiveLatency } from './live-latency';

/**
 * Two fake servers: A takes paid spins and hands each claimed number to B, which streams it to its
 * subscribers as tRPC's SSE does (a ping comment, then a data event), or answers 404 when it has
 * no games.live.
 */
const servers: Server[] = [];
const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    servers.push(server);
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function fakePair(live: boolean) {
  const subscribers: ServerResponse[] = [];
  const b = await listen(
    createServer((request, response) => {
      if (!live || !request.url?.startsWith('/trpc/games.live?input=')) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': ping\n\nevent: connected\ndata: {}\n\n');
      subscribers.push(response);
      request.on('close', () => response.end());
    }),
  );
  let next = 0;
  const a = await listen(
    createServer((request, response) => {
      const number = ++next;
      // An unrelated change first, then the claim split across two writes.
      for (const s of subscribers) s.write(`data: {"recent":[{"number":${number + 100}}]}\n\n`);
      for (const s of subscribers) s.write(`data: {"recent":[{"number":${number},`);
      for (const s of subscribers) s.write('"timestamp":"t"}]}\n\n');
      request.resume();
      request.on('end', () => response.writeHead(200).end(JSON.stringify({ number })));
    }),
  );
  return { a, b };
}

describe('measureLiveLatency', () => {
  it('times each claim on A until B streams an event showing its number', async () => {
    const { a, b } = await fakePair(true);
    const result = await measureLiveLatency(a, b, 7, ['pw_session=x', 'pw_session=y', 'pw_session=z']);
    expect(result).toMatchObject({ available: true, samples: 3, missed: 0 });
    if (!result.available) return;
    expect(result.p50).toBeGreaterThan(0);
    expect(result.max).toBeGreaterThanOrEqual(result.p50);
  });

  it('says live updates are not available when B answers 404', async () => {
    const { a, b } = await fakePair(false);
    expect(await measureLiveLatency(a, b, 7, ['pw_session=x'])).toEqual({
      available: false,
      reason: 'GET /trpc/games.live answered 404',
    });
  });
});
