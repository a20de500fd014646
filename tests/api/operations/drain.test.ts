import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import { FaultyGateway } from '../../support/faulty-gateway';
import { Gate } from '../../support/gate';
import type { HttpClient } from '../../support/http-client';
import { aPaidGame, playersWithCards, sendPaidSpin } from '../../support/paid-spins';
import { subscriptionUrl } from '../../support/sse-stream';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

/** The raw text of an event stream until the server ends it. */
async function wholeStream(url: string): Promise<{ opened: Promise<void>; text: Promise<string> }> {
  let markOpened: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    markOpened = resolve;
  });
  const text = (async () => {
    const response = await fetch(url, { headers: { accept: 'text/event-stream' } });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let all = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      all += decoder.decode(chunk.value, { stream: true });
      if (all.includes('\ndata:')) markOpened();
    }
    return all;
  })();
  return { opened, text };
}

describe('stopping a server (what SIGTERM runs): drain, then close', () => {
  let db: TestDatabase;
  let server: TestServer;
  let player: HttpClient;
  let gameId: number;
  const gateway = new FaultyGateway(new SimulatedPaymentGateway());
  const gate = new Gate();

  beforeAll(async () => {
    db = await withTestDatabase();
    server = await startTestServer({
      db,
      reconcileIntervalMs: 0,
      overrides: { hasher: new Sha256PasswordHasher(), gateway },
    });
    [player] = (await playersWithCards(server, 1, 'drain')) as [HttpClient];
    gameId = await aPaidGame(server, 20);
  });
  afterAll(async () => {
    gate.open();
    await server?.close();
    await db?.close();
  });

  it('stops accepting, ends live streams with a retry hint, finishes the paid spin under way, and closes in time', async () => {
    const stream = await wholeStream(subscriptionUrl(server.url, 'games.live', { id: gameId }));
    await stream.opened;
    gateway.gate = gate;
    const key = randomUUID();
    const spin = sendPaidSpin(player, gameId, key);
    await gate.arrivals(1);

    const started = performance.now();
    const closing = server.close();
    const text = await stream.text;
    expect(text).toMatch(/\n\nretry: \d+\n\n$/);
    expect(text).not.toContain('event: return');
    // A new request is not served: its connection is refused, or (on a connection the client kept
    // from before) it is answered 503 having done nothing.
    const late = await fetch(`${server.url}/api/ready`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    gate.open();
    const answer = await spin;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('paid');
    await closing;
    expect(performance.now() - started).toBeLessThan(10_000);

    const claims = await db.sql<{ status: string }[]>`SELECT status FROM claims WHERE request_id = ${key}`;
    expect(claims).toEqual([{ status: 'paid' }]);
    const payments =
      await db.sql`SELECT 1 FROM payments p JOIN claims c ON c.id = p.claim_id WHERE c.request_id = ${key}`;
    expect(payments).toHaveLength(1);
  }, 30_000);
});
