import { describe, expect, it } from 'vitest';
import { viewedGames } from '../../../adapters/http/middleware/viewed-games';

const at = (path: string) => new URL(`http://localhost${path}`);
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the games a request views', () => {
  it.each([
    ['/api/games/7', [7]],
    ['/api/games/7/available-numbers', [7]],
    ['/api/games/7/recent-numbers', [7]],
    ['/api/games/7/free-play-status', []],
    ['/api/games', []],
    ['/api/games/abc', []],
    ['/api/games/0', []],
    ['/api/games/99999999999', []],
    [`/trpc/games.byId?input=${input({ id: 3 })}`, [3]],
    [
      `/trpc/games.byId,games.list,games.recentNumbers?batch=1&input=${input({ 0: { id: 3 }, 2: { id: 4 } })}`,
      [3, 4],
    ],
    [`/trpc/games.list?batch=1&input=${input({ 0: { id: 3 } })}`, []],
    [`/trpc/games.byId?input=${input({ id: '3' })}`, []],
    ['/trpc/games.byId?input=%7B', []],
    ['/trpc/games.byId', []],
  ])('%s -> %j', (path, games) => {
    expect(viewedGames('GET', at(path))).toEqual(games);
  });

  it('counts only reads', () => {
    expect(viewedGames('POST', at('/api/games/7'))).toEqual([]);
  });
});
