import { describe, expect, it } from 'vitest';
import { gameOfPage, isGamePage, isVisitorPage, normalisePath } from '../../domain/shared/site-pages';

describe('the pages the server and the browser both tell apart by their path', () => {
  it('reads the game of a game page, ignoring a trailing slash; anything else is no game page', () => {
    expect(gameOfPage('/game/7')).toBe(7);
    expect(gameOfPage('/game/12/')).toBe(12);
    for (const path of [
      '/game/0',
      '/game/07',
      '/game/abc',
      '/game/7/x',
      '/games',
      '/game',
      '/game/99999999999999999999',
    ])
      expect(gameOfPage(path), path).toBeNull();
    expect(isGamePage('/game/3')).toBe(true);
    expect(isGamePage('/fairness/3')).toBe(false);
  });

  it('names the landing page and the lobby as the pages whose content depends on who is signed in', () => {
    for (const path of ['/', '/games', '/games/']) expect(isVisitorPage(path), path).toBe(true);
    for (const path of ['/how-to-play', '/game/3', '/dashboard', '/games/1'])
      expect(isVisitorPage(path), path).toBe(false);
  });

  it('drops trailing slashes, keeping the root', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
    expect(normalisePath('/fairness/')).toBe('/fairness');
  });
});
