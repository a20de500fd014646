import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_PROCESS,
  MAX_STREAMS_PER_SESSION,
  STREAM_LEASE_MS,
  STREAM_LEASE_RENEW_MS,
  type StreamLimit,
  tooManyStreamsMessage,
} from '../../domain/operations/live-stream-policy';
import { type DomainError, domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { IdGenerator } from '../shared/ports/id-generator';
import type { Logger } from '../shared/ports/logger';
import type { LiveStreamLeases } from './ports/live-stream-leases';

/** How long a closing process waits for its streams' leases to be given back. */
const RELEASES_WAIT_MS = 2_000;

/** A granted stream's place; `release` is safe to call more than once. */
export interface LiveStreamSlot {
  release(): void;
}

/**
 * Grants each live stream a place under the limits of domain/operations/live-stream-policy.ts before it opens:
 * this process's own count, then a lease counted over every process. The leases of this process's
 * open streams are renewed together every STREAM_LEASE_RENEW_MS (one statement), so a process that
 * dies leaves places that expire on their own.
 */
export class LiveStreamSlots {
  private readonly held = new Set<string>();
  private readonly releasing = new Set<Promise<void>>();
  private renewal: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(
    private readonly leases: LiveStreamLeases,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async open(holder: {
    address: string | null;
    session: string | null;
  }): Promise<Result<LiveStreamSlot, DomainError>> {
    if (this.closed || this.held.size >= MAX_STREAMS_PER_PROCESS) return refused('process');
    const now = this.clock.now();
    const lease = { id: this.ids.uuid(), address: holder.address ?? '', session: holder.session };
    const caps = { perAddress: MAX_STREAMS_PER_ADDRESS, perSession: MAX_STREAMS_PER_SESSION };
    const taken = await this.leases.take(lease, caps, now, new Date(now.getTime() + STREAM_LEASE_MS));
    if (taken !== 'taken') return refused(taken);
    this.held.add(lease.id);
    if (this.closed) {
      // The process closed while the lease was being taken: give it back at once.
      this.release(lease.id);
      return refused('process');
    }
    this.renewal ??= setInterval(() => this.renew(), STREAM_LEASE_RENEW_MS);
    this.renewal.unref?.();
    return ok({ release: () => this.release(lease.id) });
  }

  /**
   * The process is closing (its streams were ended first): no lease is renewed or taken any more,
   * and the releases under way finish before the database goes, or `waitMs` passes (a database
   * that does not answer: those leases expire on their own). The renewal timer stopped here would
   * otherwise keep firing against a closed pool (a stream that had not let go yet).
   */
  async close(waitMs = RELEASES_WAIT_MS): Promise<void> {
    this.closed = true;
    this.stopRenewal();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([Promise.all([...this.releasing]), waited]);
    clearTimeout(timer);
  }

  /** Streams this process holds places for. */
  get size(): number {
    return this.held.size;
  }

  private release(id: string): void {
    if (!this.held.delete(id)) return;
    if (this.held.size === 0) this.stopRenewal();
    const releasing = this.leases
      .release(id)
      .catch((error) => this.logger.warn({ err: error }, 'stream lease not released'))
      .finally(() => this.releasing.delete(releasing));
    this.releasing.add(releasing);
  }

  private stopRenewal(): void {
    if (this.renewal !== null) clearInterval(this.renewal);
    this.renewal = null;
  }

  private renew(): void {
    const now = this.clock.now();
    this.leases
      .renew([...this.held], now, new Date(now.getTime() + STREAM_LEASE_MS))
      .catch((error) => this.logger.warn({ err: error }, 'stream leases not renewed'));
  }
}

const refused = (limit: StreamLimit): Result<never, DomainError> =>
  err(domainError('TOO_MANY_ATTEMPTS', tooManyStreamsMessage(limit)));
