/** Requests this server process answered in a recent window (each process counts its own). */
export interface RequestWindow {
  windowSeconds: number;
  requests: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Answers with a 4xx status. */
  clientErrors: number;
}

/** Figures of this server process, measured when asked. */
export interface RuntimeSnapshot {
  uptimeSeconds: number;
  memory: { rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
  /** Event-loop delay since the process started sampling, in milliseconds. */
  eventLoopDelayMs: { mean: number; p99: number; max: number };
  requests: RequestWindow;
}

export interface RuntimeMetrics {
  snapshot(): RuntimeSnapshot;
}
