/**
 * Whether this server process is draining: it was asked to stop (SIGTERM), takes no new work and
 * finishes what it started. Per process, by nature.
 */
export interface DrainState {
  readonly draining: boolean;
}
