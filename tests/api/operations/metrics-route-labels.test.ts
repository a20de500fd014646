import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../../support/prometheus-text';
import { startTestServer, type TestServer } from '../../support/test-server';

const TOKEN = 'metrics-token-for-the-labels-0123456789';
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * A tRPC call's latency is labelled by the procedure tRPC read, however the URL spells it, so the
 * label's values stay the few procedures (and `(batch)`, `(unknown)`) whatever clients send.
 */
describe('the route label of a tRPC call, under every spelling tRPC accepts', () => {
  let server: TestServer;
  let gameId: number;

  beforeAll(async () => {
    server = await startTestServer({ metricsToken: TOKEN });
    const game = await server.useCases.createGame.execute({ name: 'Labelled', prize: 'Mug', freePlay: true });
    if (!game.ok) throw new Error(game.error.message);
    gameId = game.value.id;
  });
  afterAll(() => server?.close());

  const requestsByRoute = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const counts = new Map<string, number>();
    for (const sample of parsePrometheusText(await response.text()).samples) {
      if (sample.name !== 'prizewheel_http_request_duration_seconds_count') continue;
      const route = sample.labels.route ?? '';
      counts.set(route, (counts.get(route) ?? 0) + sample.value);
    }
    return counts;
  };

  it('names the procedure, a batch and an unknown procedure as tRPC reads them', async () => {
    const byId = input({ id: gameId });
    const calls: [string, string][] = [
      [`/trpc/games.byId?input=${byId}`, '/trpc/games.byId'],
      [`/trpc/games%2EbyId?input=${byId}`, '/trpc/games.byId'],
      [`/trpc/%67ames.byId?input=${byId}`, '/trpc/games.byId'],
      [`/trpc/games.byId/?input=${byId}`, '/trpc/games.byId'],
      [`/trpc/games.byId?batch=0&input=${byId}`, '/trpc/games.byId'],
      [`/trpc/games.list,games.byId?batch=1&input=${input({ 1: { id: gameId } })}`, '/trpc/(batch)'],
      [`/trpc/games.list%2Cgames.byId?batch=1&input=${input({ 1: { id: gameId } })}`, '/trpc/(batch)'],
      ['/trpc/games.nothing', '/trpc/(unknown)'],
    ];
    const before = await requestsByRoute();
    const expected = new Map<string, number>();
    for (const [path, label] of calls) {
      const answer = await fetch(`${server.url}${path}`);
      await answer.body?.cancel();
      expected.set(label, (expected.get(label) ?? 0) + 1);
    }
    const after = await requestsByRoute();
    for (const [label, count] of expected) {
      expect((after.get(label) ?? 0) - (before.get(label) ?? 0), label).toBe(count);
    }
    expect([...after.keys()].filter((route) => route.includes('%') || route.includes(','))).toEqual([]);
  });

  it('names a live stream by its procedure, however spelled', async () => {
    const before = await requestsByRoute();
    for (const path of ['games.live', 'games%2Elive', '%67ames.live/']) {
      const answer = await fetch(`${server.url}/trpc/${path}?input=${input({ id: gameId })}`);
      await answer.body?.cancel();
    }
    const after = await requestsByRoute();
    expect((after.get('/trpc/games.live') ?? 0) - (before.get('/trpc/games.live') ?? 0)).toBe(3);
  });
});
