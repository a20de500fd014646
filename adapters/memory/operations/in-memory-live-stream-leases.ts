import type {
  LiveStreamLeases,
  StreamCaps,
  StreamLease,
} from '../../../application/operations/ports/live-stream-leases';

/** Leases in one process's memory; each call runs without awaiting, so it is atomic. */
export class InMemoryLiveStreamLeases implements LiveStreamLeases {
  private readonly leases = new Map<string, StreamLease & { expiresAt: Date }>();

  async take(lease: StreamLease, caps: StreamCaps, now: Date, expiresAt: Date) {
    this.dropExpired(now);
    const held = [...this.leases.values()];
    if (held.filter((l) => l.address === lease.address).length >= caps.perAddress) return 'address';
    if (lease.session !== null && held.filter((l) => l.session === lease.session).length >= caps.perSession)
      return 'session';
    this.leases.set(lease.id, { ...lease, expiresAt });
    return 'taken';
  }

  async renew(ids: readonly string[], now: Date, expiresAt: Date): Promise<void> {
    for (const id of ids) {
      const lease = this.leases.get(id);
      if (lease) lease.expiresAt = expiresAt;
    }
    this.dropExpired(now);
  }

  async release(id: string): Promise<void> {
    this.leases.delete(id);
  }

  private dropExpired(now: Date): void {
    for (const [id, lease] of this.leases) if (lease.expiresAt <= now) this.leases.delete(id);
  }
}
