import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { appRouter } from '../routers/app';

/** Where each answer's latency goes (adapters/metrics/server-metrics.ts), and the scrape. */
export interface RequestMetrics {
  observe(route: string, method: string, status: number, seconds: number): void;
  scrape(): Promise<{ body: string; contentType: string }>;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const procedures = new Set(Object.keys(appRouter._def.procedures));

/**
 * The route pattern a request matched (`/api/games/:id`), never its concrete path, so the label's
 * values stay few whatever clients send: a tRPC call is named by its procedure, a batch is
 * `/trpc/(batch)`, anything the router has no route for `(unmatched)`.
 */
export function routeLabel(c: Context): string {
  const path = c.req.path;
  if (path.startsWith('/trpc/')) {
    const name = path.slice(6);
    return procedures.has(name) ? path : name.includes(',') ? '/trpc/(batch)' : '/trpc/(unknown)';
  }
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path;
  return '(unmatched)';
}

/**
 * Times every answer, the shared reads' fast path included (mounted first): one clock read before,
 * one after, and one histogram observation. A stream is timed until its headers.
 */
export const requestMetrics = (metrics: RequestMetrics) =>
  createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    metrics.observe(routeLabel(c), method, c.res.status, (performance.now() - started) / 1000);
  });
