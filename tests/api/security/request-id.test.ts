import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

describe('request ids', () => {
  it('reuse a sane incoming X-Request-Id and echo it', async () => {
    const t = buildTestApp();
    const answer = await t.call('GET', '/api/games', { headers: { 'x-request-id': 'client-42_a=b' } });
    expect(answer.headers.get('x-request-id')).toBe('client-42_a=b');
  });

  it('replace a missing, odd or overlong one with a fresh id, on REST, tRPC and errors', async () => {
    const t = buildTestApp();
    const ids = new Set<string>();
    for (const [path, header] of [
      ['/api/games', undefined],
      ['/trpc/games.list', 'has spaces and ; semicolons'],
      ['/api/nowhere', 'x'.repeat(129)],
      ['/api/games', '<script>'],
    ] as const) {
      const headers: Record<string, string> = header === undefined ? {} : { 'x-request-id': header };
      const id = (await t.call('GET', path, { headers })).headers.get('x-request-id') ?? '';
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
  });

  it('log nothing for requests that succeed', async () => {
    const t = buildTestApp();
    const { cookie } = await t.signUp();
    await t.call('GET', '/api/user', { cookie });
    await t.call('GET', '/trpc/games.list');
    expect(t.logger.lines).toEqual([]);
  });
});
