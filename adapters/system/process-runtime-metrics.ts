import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { RuntimeMetrics, RuntimeSnapshot } from '../../application/back-office/ports/runtime-metrics';
import type { RequestCounter } from './request-counter';

const NS_PER_MS = 1e6;

/**
 * This Node process's figures: uptime, memory, event-loop delay (perf_hooks, sampled every 20 ms
 * from the first snapshot on) and the answers counted by the HTTP edge's RequestCounter.
 */
export class ProcessRuntimeMetrics implements RuntimeMetrics {
  private histogram: IntervalHistogram | null = null;

  constructor(private readonly requests: RequestCounter) {}

  /** Starts sampling the event loop; the server calls it at start so the first reading has data. */
  start(): void {
    if (this.histogram) return;
    this.histogram = monitorEventLoopDelay({ resolution: 20 });
    this.histogram.enable();
  }

  snapshot(): RuntimeSnapshot {
    this.start();
    const histogram = this.histogram as IntervalHistogram;
    const sampled = histogram.count > 0;
    const ms = (ns: number) => (sampled ? Math.round((ns / NS_PER_MS) * 100) / 100 : 0);
    const memory = process.memoryUsage();
    return {
      uptimeSeconds: Math.floor(process.uptime()),
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
      eventLoopDelayMs: {
        mean: ms(histogram.mean),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      },
      requests: this.requests.window(),
    };
  }
}
