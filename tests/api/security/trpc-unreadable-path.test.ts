import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const input = encodeURIComponent(JSON.stringify({ id: 1 }));

/**
 * tRPC reads a procedure's name with decodeURIComponent: a path it cannot decode is bad input, a 400
 * naming the path as every other bad input is, never a 500 and never an error in the log.
 */
describe('a tRPC path that does not decode', () => {
  it.each([
    ['GET', '/trpc/%ZZ'],
    ['GET', `/trpc/games.byId%E0%A4%A?input=${input}`],
    ['GET', `/trpc/games%2EbyId%2C%ZZ?batch=1&input=${input}`],
    ['GET', `/trpc/games.live%ZZ?input=${input}`],
    ['GET', '/trpc/games.lobbyLive%'],
    ['POST', '/trpc/auth.login%ZZ'],
  ])('%s %s: 400 naming the path', async (method, path) => {
    const t = buildTestApp();
    const answer = await t.call(method, path, method === 'POST' ? { json: {} } : {});
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      code: 'INVALID_INPUT',
      field: 'path',
      message: 'Invalid path: malformed percent-encoding',
    });
    expect(t.logger.lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});
