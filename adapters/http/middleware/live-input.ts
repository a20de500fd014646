import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from '../env';
import { fail } from '../rest/respond';
import { gameIdInput } from '../schemas';
import { invalidInputOf } from '../validation';

/**
 * tRPC answers a subscription with 200 and reports bad input inside the stream; `games.live` is
 * checked here first, so a bad or missing id gets a 400 naming the field, as every other read does.
 */
export const liveInputCheck = createMiddleware<HttpEnv>(async (c, next) => {
  const raw = c.req.query('input');
  let input: unknown;
  try {
    input = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return fail(c, { code: 'INVALID_INPUT', message: 'Invalid input: is not JSON', field: 'input' });
  }
  const parsed = gameIdInput.safeParse(input);
  if (!parsed.success) return fail(c, invalidInputOf(parsed.error));
  return next();
});
