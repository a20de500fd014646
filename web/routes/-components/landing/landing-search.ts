import type { AuthTab } from './auth-tabs';

export interface LandingSearch {
  /** Continue to this game after signing in. */
  gameId?: number;
  tab?: AuthTab;
}

export function parseLandingSearch(search: Record<string, unknown>): LandingSearch {
  const gameId = Number(search.gameId);
  const result: LandingSearch = {};
  if (Number.isInteger(gameId) && gameId > 0) result.gameId = gameId;
  if (search.tab === 'login' || search.tab === 'signup') result.tab = search.tab;
  return result;
}
