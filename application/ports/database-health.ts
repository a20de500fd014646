/** Whether the database answers, for the public health check ('SYSTEM ONLINE'). */
export interface DatabaseHealth {
  /** Resolves when a trivial query answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
}
