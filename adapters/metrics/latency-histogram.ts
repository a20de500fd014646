import type { Registry } from 'prom-client';

interface Series {
  labels: { route: string; method: string; status: string };
  /** Observations per bucket (not cumulative); the last one is over every bound (+Inf). */
  counts: number[];
  sum: number;
}

/**
 * A Prometheus histogram of request latencies kept in plain arrays, because it sits on every
 * answer, the hot reads' fast path included: an observation is a string key, one Map lookup and a
 * short scan of the bounds (prom-client's Histogram validates and hashes its label object on every
 * observation, several times the cost). The cumulative buckets are computed at scrape time, in the
 * form prom-client's registry prints.
 */
export class LatencyHistogram {
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    // The registry takes any object answering get() in this shape (prom-client's Metric).
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  observe(route: string, method: string, status: number, seconds: number): void {
    const key = `${route} ${method} ${status}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { route, method, status: String(status) },
        counts: new Array(this.bounds.length + 1).fill(0),
        sum: 0,
      };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += seconds;
  }

  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const { labels, counts, sum } of this.series.values()) {
      let cumulative = 0;
      counts.forEach((count, bucket) => {
        cumulative += count;
        const le = bucket < this.bounds.length ? (this.bounds[bucket] as number) : '+Inf';
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: cumulative });
    }
    return { name: this.name, help: this.help, type: 'histogram', values, aggregator: 'sum' };
  }

  reset(): void {
    this.series.clear();
  }
}
