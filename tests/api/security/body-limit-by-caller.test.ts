import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookieOf, TEST_ADMIN } from '../support/admin-session';
import { useRealServer } from '../support/real-server';
import { PUBLIC_URL } from '../support/test-app';

/** A JSON body of about 100 KB: over everyone's 64 KB, under the administrator's 3 MB. */
const padded = (value: Record<string, unknown>) => ({ ...value, pad: 'x'.repeat(100 * 1024) });

/**
 * Who asks decides how large a body may be, never how the path is spelled: the signed-in
 * administrator's requests carry up to 3 MB (a prize image), anyone else's 64 KB, whatever the path
 * (an admin route, its encoded spelling, a batch that starts with an admin call).
 */
describe('the body limit follows the caller, not the path', () => {
  const server = useRealServer();
  let admin = '';
  let player = '';

  beforeAll(async () => {
    await server.t.adminReady;
    admin = adminCookieOf(await server.t.call('POST', '/api/admin/login', { json: TEST_ADMIN }));
    player = (await server.t.signUp()).cookie;
  });

  const post = (path: string, json: unknown, cookie?: string) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(json),
    });

  const game = { name: 'Big', prize: 'Mug' };
  const PATHS: [string, unknown][] = [
    ['/api/admin/games', padded(game)],
    ['/trpc/admin.games.create', padded(game)],
    ['/trpc/%61dmin.games.create', padded(game)],
    ['/trpc/admin.games.create,auth.logout?batch=1', { 0: padded(game), 1: {} }],
    ['/trpc/auth.logout,admin.games.create?batch=1', { 0: {}, 1: padded(game) }],
  ];

  it.each(PATHS)('%s: 413 for a stranger and a player, before anything is read', async (path, body) => {
    for (const cookie of [undefined, player]) {
      const answer = await post(path, body, cookie);
      expect(answer.status, `${path} ${cookie ? 'player' : 'stranger'}`).toBe(413);
      expect(await answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it.each(PATHS)('%s: read for the administrator, and answered by the route', async (path, body) => {
    const answer = await post(path, body, admin);
    expect(answer.status, path).not.toBe(413);
    await answer.body?.cancel();
  });
});
