import type { RequestWindow } from '../../application/back-office/ports/runtime-metrics';
import type { Clock } from '../../application/shared/ports/clock';

/** The window the System tab's request and error rates cover. */
const REQUEST_WINDOW_SECONDS = 300;

interface Bucket {
  second: number;
  requests: number;
  clientErrors: number;
  serverErrors: number;
}

/**
 * Counts this process's answers per second in a ring of REQUEST_WINDOW_SECONDS buckets, so the
 * last five minutes are summed in constant memory. Per process: another server process counts its own.
 */
export class RequestCounter {
  private readonly buckets: Bucket[] = Array.from({ length: REQUEST_WINDOW_SECONDS }, () => ({
    second: -1,
    requests: 0,
    clientErrors: 0,
    serverErrors: 0,
  }));

  constructor(private readonly clock: Clock) {}

  record(status: number): void {
    const second = Math.floor(this.clock.now().getTime() / 1000);
    const bucket = this.buckets[second % REQUEST_WINDOW_SECONDS] as Bucket;
    if (bucket.second !== second)
      Object.assign(bucket, { second, requests: 0, clientErrors: 0, serverErrors: 0 });
    bucket.requests++;
    if (status >= 500) bucket.serverErrors++;
    else if (status >= 400) bucket.clientErrors++;
  }

  window(): RequestWindow {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const totals = { windowSeconds: REQUEST_WINDOW_SECONDS, requests: 0, clientErrors: 0, serverErrors: 0 };
    for (const bucket of this.buckets) {
      if (bucket.second <= now - REQUEST_WINDOW_SECONDS || bucket.second > now) continue;
      totals.requests += bucket.requests;
      totals.clientErrors += bucket.clientErrors;
      totals.serverErrors += bucket.serverErrors;
    }
    return totals;
  }
}
