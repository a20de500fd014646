import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { port } from '../../adapters/wiring/shared/tokens';
import type { Game } from '../../domain/games/game';
import { HOLD_MINUTES } from '../../domain/play/hold-policy';
import { buildTestApp, type TestApp } from './support/test-app';

const READS = ['', '/available-numbers', '/recent-numbers'];

/** The shared public reads: one answer per change, an ETag, 304s, and exact after every claim. */
describe('shared game reads over HTTP', () => {
  let t: TestApp;
  let game: Game;
  beforeEach(async () => {
    t = buildTestApp();
    game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(30).withDefaultFreePlay());
  });
  const paths = () => ['/api/games', ...READS.map((read) => `/api/games/${game.id}${read}`)];
  const answers = async (cookie?: string) =>
    Promise.all(
      paths().map(async (path) => {
        const response = await t.call('GET', path, { cookie });
        return { path, etag: response.headers.get('etag'), body: await response.text() };
      }),
    );

  it('answers with a strong ETag, and a repeat naming it with 304 and no body, signed in or not', async () => {
    const { cookie } = await t.signUp();
    for (const path of paths()) {
      for (const who of [undefined, cookie]) {
        const first = await t.call('GET', path, { cookie: who });
        expect(first.status, path).toBe(200);
        expect(first.headers.get('cache-control')).toBe('public, no-cache');
        const etag = first.headers.get('etag') ?? '';
        expect(etag).toMatch(/^"[\w-]{43}"$/);
        for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
          const again = await t.call('GET', path, { cookie: who, headers: { 'If-None-Match': header } });
          expect(again.status, `${path} ${header}`).toBe(304);
          expect(again.headers.get('etag')).toBe(etag);
          expect(await again.text()).toBe('');
        }
        const stale = await t.call('GET', path, { cookie: who, headers: { 'If-None-Match': '"old"' } });
        expect(stale.status).toBe(200);
        expect(await stale.text()).toBe(await first.text());
      }
    }
  });

  it('sends the same headers whether answered before the middleware chain or through it', async () => {
    const { cookie } = await t.signUp();
    const headersOf = async (who?: string) => {
      const response = await t.call('GET', `/api/games/${game.id}`, { cookie: who });
      const all = Object.fromEntries(response.headers);
      expect(all['x-request-id']).toMatch(/^[\w-]+$/);
      // Both carry the handler's own time (Server-Timing), which differs from one answer to the next.
      expect(all['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
      delete all['x-request-id'];
      delete all['server-timing'];
      return all;
    };
    expect(await headersOf()).toEqual(await headersOf(cookie));
    const echoed = await t.call('GET', '/api/games', { headers: { 'X-Request-Id': 'trace-1' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-1');
  });

  it('changes every answer of the game at once after a free spin', async () => {
    const before = await answers();
    const { cookie } = await t.signUp();
    const spin = await t.call('POST', '/api/free-spin', { cookie, json: { gameId: game.id } });
    expect(spin.status).toBe(200);
    const { number } = (await spin.json()) as { number: number };
    const after = await answers();
    for (const [i, answer] of after.entries()) expect(answer.etag, answer.path).not.toBe(before[i]?.etag);
    expect(JSON.parse(after[2]?.body ?? '').availableNumbers).not.toContain(number);
    expect(JSON.parse(after[3]?.body ?? '')[0].number).toBe(number);
  });

  it('changes them at once after a paid spin, and after its hold is released', async () => {
    // No free range: the draw (seeded per game) must land on a number that costs, or nothing is charged.
    game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(30).withoutFreePlay());
    const { cookie } = await t.signUp();
    await t.call('POST', '/api/card/add', { cookie, json: { cardNonce: 'cnon:card-nonce-declined' } });
    const before = await answers();
    const spin = await t.call('POST', '/api/spin', {
      cookie,
      json: { gameId: game.id, agreedToTerms: true },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const { number, code } = (await spin.json()) as { number: number; code: string };
    expect([spin.status, code, typeof number]).toEqual([400, 'PAYMENT_DECLINED', 'number']);
    const held = await answers();
    expect(held.map((a) => a.etag)).not.toEqual(expect.arrayContaining(before.map((a) => a.etag)));
    expect(JSON.parse(held[2]?.body ?? '').availableNumbers).not.toContain(number);
    t.clock.advance(HOLD_MINUTES * 60_000 + 1);
    await t.useCases.reconcilePayments.execute();
    const released = await answers();
    expect(JSON.parse(released[2]?.body ?? '').availableNumbers).toContain(number);
    expect(released[2]?.etag).toBe(before[2]?.etag);
    expect(released[1]?.etag).not.toBe(held[1]?.etag);
  });

  it("picks up another process's write once GameChanges reports it", async () => {
    const before = await answers();
    const reported = new Promise<void>((done) => {
      const stop = t.container.get(port('gameChanges')).subscribe((change) => {
        if (change.gameId !== game.id) return;
        stop();
        done();
      });
    });
    // The raw repository, not the container's: like a write by another server process, it reaches
    // this process's caches only through GameChanges (the database's NOTIFY, or the memory adapters).
    await t.persistence.repositories.numbers.claimNthAvailable(
      {
        id: randomUUID(),
        gameId: game.id,
        userId: null,
        kind: 'free',
        status: 'free',
        priceCents: 0 as never,
        requestId: null,
        createdAt: t.clock.now(),
        settledAt: t.clock.now(),
        holdExpiresAt: null,
      },
      0,
    );
    await reported;
    const after = await answers();
    expect(JSON.parse(after[2]?.body ?? '').totalAvailable).toBe(29);
    expect(after.map((a) => a.etag)).not.toEqual(expect.arrayContaining(before.map((a) => a.etag)));
  });

  it('computes a missed answer once for concurrent requests', async () => {
    const numbers = t.persistence.repositories.numbers;
    const listAvailable = numbers.listAvailable.bind(numbers);
    let reads = 0;
    numbers.listAvailable = (gameId) => {
      reads += 1;
      return listAvailable(gameId);
    };
    const path = `/api/games/${game.id}/available-numbers`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.call('GET', path)));
    expect(new Set(responses.map((r) => r.headers.get('etag'))).size).toBe(1);
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(reads).toBe(1);
  });
});
