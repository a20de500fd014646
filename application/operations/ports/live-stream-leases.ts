/** One open live stream's place: who holds it. */
export interface StreamLease {
  id: string;
  /** The client's address; '' when unknown. */
  address: string;
  /** The session's token hash, or null for a visitor without one. */
  session: string | null;
}

export interface StreamCaps {
  perAddress: number;
  perSession: number;
}

/**
 * The places of open live streams, counted for the whole deployment (every server process), so the
 * per-address and per-session limits of domain/operations/live-stream-policy.ts hold across processes.
 */
export interface LiveStreamLeases {
  /**
   * Atomically, also against concurrent calls: takes the lease when the leases of its address and
   * of its session unexpired at `now` are under their caps, else answers which cap is reached.
   */
  take(
    lease: StreamLease,
    caps: StreamCaps,
    now: Date,
    expiresAt: Date,
  ): Promise<'taken' | 'address' | 'session'>;
  /** Moves the expiry of these leases (the streams a process still serves); drops leases expired at `now`. */
  renew(ids: readonly string[], now: Date, expiresAt: Date): Promise<void>;
  /** Gives the place back (the stream ended). */
  release(id: string): Promise<void>;
}
