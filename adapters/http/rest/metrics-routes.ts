import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { HttpEnv } from '../env';
import type { RequestMetrics } from '../middleware/request-metrics';
import { fail } from './respond';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics: Prometheus' text format, for a scraper holding METRICS_TOKEN as its bearer token
 * (compared in constant time, over digests of equal length). Without a token configured the route
 * answers 404, as if it did not exist. REST only: it is for the monitoring system, not the client.
 */
export function metricsRoutes(metrics: RequestMetrics, token: string | null) {
  const expected = token === null ? null : digest(token);
  return new Hono<HttpEnv>().get('/metrics', async (c) => {
    if (expected === null) return fail(c, { code: 'NOT_FOUND', message: 'Not found' });
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return fail(c, { code: 'UNAUTHENTICATED', message: 'A valid metrics bearer token is required' });
    }
    const { body, contentType } = await metrics.scrape();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
}
