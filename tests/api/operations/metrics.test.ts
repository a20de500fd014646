import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import type { HttpClient } from '../../support/http-client';
import { aPaidGame, playersWithCards, sendPaidSpin } from '../../support/paid-spins';
import { type Exposition, parsePrometheusText, valueOfSample } from '../../support/prometheus-text';
import { startTestServer, type TestServer } from '../../support/test-server';
import { adminCalls } from '../payments/cancel-game-support';
import { signInAdminAt } from '../support/admin-session';
import { Sha256PasswordHasher } from '../support/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

async function scrape(url: string, authorization?: string) {
  const response = await fetch(`${url}/metrics`, {
    headers: authorization === undefined ? {} : { authorization },
  });
  return { response, text: await response.text() };
}

describe('GET /metrics on the real server', () => {
  let server: TestServer;
  let player: HttpClient;
  let gameId: number;
  const gateway = new SimulatedPaymentGateway();
  const metrics = async (): Promise<Exposition> => {
    const { response, text } = await scrape(server.url, `Bearer ${TOKEN}`);
    expect(response.status, text).toBe(200);
    return parsePrometheusText(text);
  };

  beforeAll(async () => {
    server = await startTestServer({
      metricsToken: TOKEN,
      reconcileIntervalMs: 0,
      overrides: { hasher: new Sha256PasswordHasher(), gateway },
    });
    [player] = (await playersWithCards(server, 1, 'metrics')) as [HttpClient];
    gameId = await aPaidGame(server, 20);
  });
  afterAll(() => server?.close());

  it('refuses a scrape without the bearer token, or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
      const { response, text } = await scrape(server.url, authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(JSON.parse(text).code).toBe('UNAUTHENTICATED');
      expect(text).not.toContain('prizewheel_');
    }
  });

  it("serves Prometheus' text format: counters, gauges, histograms, the process's memory and event loop", async () => {
    const { response } = await scrape(server.url, `Bearer ${TOKEN}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const exposition = await metrics();
    const expected: Record<string, string> = {
      prizewheel_http_request_duration_seconds: 'histogram',
      prizewheel_spins_total: 'counter',
      prizewheel_charges_total: 'counter',
      prizewheel_charged_cents_total: 'counter',
      prizewheel_declines_total: 'counter',
      prizewheel_refunds_total: 'counter',
      prizewheel_refunded_cents_total: 'counter',
      prizewheel_refunds_pending: 'gauge',
      prizewheel_prize_claims: 'gauge',
      prizewheel_holds_open: 'gauge',
      prizewheel_reconciler_backlog: 'gauge',
      prizewheel_mail_outbox_messages: 'gauge',
      prizewheel_live_streams_open: 'gauge',
      prizewheel_db_pool_connections: 'gauge',
      prizewheel_db_pool_max_connections: 'gauge',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
    };
    for (const [name, type] of Object.entries(expected)) expect(exposition.types.get(name), name).toBe(type);
    // Every claim status is named, at 0 before any winner.
    for (const status of ['notified', 'claimed', 'verified', 'shipped', 'delivered', 'declined', 'forfeited'])
      expect(valueOfSample(exposition, 'prizewheel_prize_claims', { status }), status).toBe(0);
    expect(valueOfSample(exposition, 'prizewheel_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOfSample(exposition, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('moves the spin and charge counters with a paid spin, and times its request', async () => {
    const before = await metrics();
    const spin = await sendPaidSpin(player, gameId);
    expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    const after = await metrics();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      valueOfSample(after, name, labels) - valueOfSample(before, name, labels);
    expect(moved('prizewheel_spins_total', { kind: 'paid', outcome: 'claimed' })).toBe(1);
    expect(moved('prizewheel_charges_total', { outcome: 'approved' })).toBe(1);
    expect(moved('prizewheel_charged_cents_total')).toBe(Math.round(spin.body.amount * 100));
    const spinRequests = { route: '/api/spin', method: 'POST', status: '200' };
    expect(moved('prizewheel_http_request_duration_seconds_count', spinRequests)).toBe(1);
    expect(moved('prizewheel_http_request_duration_seconds_bucket', { ...spinRequests, le: '+Inf' })).toBe(1);
    // The receipt waits in the outbox: the mail loop is off here.
    expect(
      valueOfSample(after, 'prizewheel_mail_outbox_messages', { status: 'pending' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts refunds by outcome and the money refunded, the refunds still open and the prize claims by status', async () => {
    const cancelled = await aPaidGame(server, 20);
    const spins = [await sendPaidSpin(player, cancelled), await sendPaidSpin(player, cancelled)];
    for (const spin of spins) expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    const picked = await sendPaidSpin(player, gameId);
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const before = await metrics();

    const admin = adminCalls(server, await signInAdminAt(server.url));
    const me = await player.get('/api/user');
    const selected = await admin.call('POST', `/api/admin/games/${gameId}/select-winner`, {
      playerId: me.body.id,
      reason: 'Best story',
    });
    expect(selected.status, JSON.stringify(selected.body)).toBe(200);
    // One refund refused by the gateway (it stays failed, retried later), the other one refunded.
    gateway.failNextRefund('refused');
    const cancel = await admin.cancel(cancelled, { reason: 'Prize withdrawn' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(202); // refunds not all done: one failed

    const after = await metrics();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      valueOfSample(after, name, labels) - valueOfSample(before, name, labels);
    expect(moved('prizewheel_refunds_total', { outcome: 'refunded' })).toBe(1);
    expect(moved('prizewheel_refunds_total', { outcome: 'refused' })).toBe(1);
    // The refunded one is either spin, in full.
    const amounts = spins.map((spin) => Math.round(spin.body.amount * 100));
    expect(amounts).toContain(moved('prizewheel_refunded_cents_total'));
    expect(valueOfSample(after, 'prizewheel_refunds_pending', { status: 'failed' })).toBe(1);
    expect(valueOfSample(after, 'prizewheel_refunds_pending', { status: 'pending' })).toBe(0);
    expect(valueOfSample(after, 'prizewheel_prize_claims', { status: 'notified' })).toBe(1);
  });

  it("times the shared reads' fast path, labelled by route pattern, not by path", async () => {
    const label = { route: '/api/games/:id', method: 'GET', status: '200' };
    const before = await metrics();
    const read = await fetch(`${server.url}/api/games/${gameId}`);
    expect(read.status).toBe(200);
    const after = await metrics();
    const count = 'prizewheel_http_request_duration_seconds_count';
    expect(valueOfSample(after, count, label) - valueOfSample(before, count, label)).toBe(1);
    expect(after.samples.some((s) => s.labels.route?.includes(String(gameId)))).toBe(false);
    // Buckets are cumulative, bounded by +Inf = the count.
    const buckets = after.samples.filter(
      (s) =>
        s.name === 'prizewheel_http_request_duration_seconds_bucket' &&
        Object.entries(label).every(([key, value]) => s.labels[key] === value),
    );
    const values = buckets.map((s) => s.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(buckets.at(-1)?.labels.le).toBe('+Inf');
    expect(buckets.at(-1)?.value).toBe(valueOfSample(after, count, label));
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('is off: 404, whatever token is sent', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const { response, text } = await scrape(server.url, authorization);
      expect(response.status).toBe(404);
      expect(text).not.toContain('prizewheel_');
    }
  });
});
