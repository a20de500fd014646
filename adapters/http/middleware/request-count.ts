import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from '../env';

/** Where answers are counted (adapters/system/request-counter.ts). */
export interface RequestRecorder {
  record(status: number): void;
}

/** Counts each API answer by its status, errors turned into 500s by app.onError included. */
export const requestCount = (recorder: RequestRecorder) =>
  createMiddleware<HttpEnv>(async (c, next) => {
    await next();
    recorder.record(c.res.status);
  });
