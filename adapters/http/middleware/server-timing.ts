import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from '../env';

/**
 * `Server-Timing: app;dur=<ms>` on every answer the site builds: the time from the request reaching
 * the handler to its answer (a stream: to its headers). A client compares it with its own wait, so
 * the time spent before the server saw the request (the kernel's accept queue, a busy event loop)
 * shows apart from the server's own (the bench's rush, tests/bench/rush-spin.ts).
 */
export const serverTiming = createMiddleware<HttpEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  c.res.headers.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
});
