import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { OperationsFigures } from '../../application/back-office/read-operations-figures';
import { LatencyHistogram } from './latency-histogram';

/** Seconds; from a cached read (well under a millisecond) to a slow spin behind a slow gateway. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a scrape reads at that moment, besides the counters kept as things happen. */
export interface ScrapeSources {
  /** The database's figures (holds, pending charges, the outbox, the pool). */
  figures(): Promise<OperationsFigures>;
  /** Live-update streams this process holds open now. */
  openStreams(): number;
}

/**
 * One server process's Prometheus metrics, in a registry of its own (several servers may share a
 * test process). Names and units follow Prometheus' conventions: `_total` counters, `_seconds`,
 * `_bytes`; the default process and Node metrics (memory, event-loop delay, CPU) come from prom-client.
 * It serves the edge's RequestMetrics (adapters/http/middleware/request-metrics.ts) by its shape,
 * checked where the server hands it over: importing the edge from here would close an import circle.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requestDuration = new LatencyHistogram(
    'prizewheel_http_request_duration_seconds',
    'Time to answer an HTTP request, by route pattern, method and status (streams: until their headers)',
    LATENCY_BUCKETS,
    this.registry,
  );
  readonly spins = this.counter(
    'prizewheel_spins_total',
    "Spins that reached the game's lock, by kind (paid or free entry) and outcome (claimed or the refusal)",
    ['kind', 'outcome'],
  );
  readonly charges = this.counter(
    'prizewheel_charges_total',
    'Charge calls to the payment gateway, by outcome (approved, declined, unknown: retried with the same key)',
    ['outcome'],
  );
  readonly chargedCents = this.counter(
    'prizewheel_charged_cents_total',
    'Money the gateway approved, in cents',
  );
  readonly declines = this.counter(
    'prizewheel_declines_total',
    "Charges the gateway declined, by the gateway's reason code",
    ['reason'],
  );
  readonly refunds = this.counter(
    'prizewheel_refunds_total',
    "Refund calls to the payment gateway and answers to a refund's status, by outcome (refunded, refused; unknown: asked again)",
    ['outcome'],
  );
  readonly refundedCents = this.counter(
    'prizewheel_refunded_cents_total',
    'Money the gateway confirmed as refunded, in cents',
  );
  readonly publicReads = this.counter(
    'prizewheel_public_reads_total',
    'Shared public reads computed from the database (cache misses), by route: standby, primary (no standby), primary_standby_behind, primary_standby_unreachable',
    ['route'],
  );
  private readonly refundsPending = this.gauge(
    'prizewheel_refunds_pending',
    'Refunds not confirmed yet, by status (pending: asked or outcome unknown; failed: refused, retrying)',
    ['status'],
  );
  private readonly prizeClaims = this.gauge(
    'prizewheel_prize_claims',
    "Winners' prize claims, by status (notified, claimed, verified, shipped, delivered, declined, forfeited)",
    ['status'],
  );

  private readonly holdsOpen = this.gauge(
    'prizewheel_holds_open',
    'Numbers held for their player after a declined charge, hold not expired',
  );
  private readonly reconcilerBacklog = this.gauge(
    'prizewheel_reconciler_backlog',
    'Charge attempts whose outcome is still unknown, waiting for the reconciler',
  );
  private readonly outbox = this.gauge(
    'prizewheel_mail_outbox_messages',
    'E-mails in the outbox, by status (pending, sent, kept, failed)',
    ['status'],
  );
  private readonly poolConnections = this.gauge(
    'prizewheel_db_pool_connections',
    "This process's database connections: open, and active (running a query)",
    ['state'],
  );
  private readonly poolMax = this.gauge(
    'prizewheel_db_pool_max_connections',
    "The size of this process's database pool (1: the embedded database)",
  );
  private readonly liveStreams = this.gauge(
    'prizewheel_live_streams_open',
    'Live-update streams (server-sent events) this process holds open',
  );

  constructor(private readonly sources: ScrapeSources) {
    collectDefaultMetrics({ register: this.registry });
  }

  observe(route: string, method: string, status: number, seconds: number): void {
    this.requestDuration.observe(route, method, status, seconds);
  }

  /** The exposition text and its content type: the database is read once per scrape. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    const figures = await this.sources.figures();
    this.holdsOpen.set(figures.holdsOpen);
    this.reconcilerBacklog.set(figures.pendingCharges);
    for (const [status, count] of Object.entries(figures.outbox)) this.outbox.set({ status }, count);
    for (const [status, count] of Object.entries(figures.refundsOpen))
      this.refundsPending.set({ status }, count);
    for (const [status, count] of Object.entries(figures.prizeClaims))
      this.prizeClaims.set({ status }, count);
    this.poolConnections.set({ state: 'open' }, figures.pool.open);
    this.poolConnections.set({ state: 'active' }, figures.pool.active);
    this.poolMax.set(figures.pool.max);
    this.liveStreams.set(this.sources.openStreams());
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }

  private counter(name: string, help: string, labelNames: string[] = []): Counter {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private gauge(name: string, help: string, labelNames: string[] = []): Gauge {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }
}
