import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../adapters/http/routers/app';
import type { TrpcUtils } from './trpc';

type Games = inferRouterOutputs<AppRouter>['games'];

/**
 * What a game's page the server rendered shows of the game (its public state: the answers of
 * `games.byId`, `games.availableNumbers` and `games.recentNumbers` as the server had them), sent in the
 * page as data so the browser hydrates from the same answers, without asking for them again.
 */
export interface GamePageData {
  id: number;
  game: Games['byId'];
  availableNumbers: Games['availableNumbers'];
  recentNumbers: Games['recentNumbers'];
}

/** The id of the page's `<script type="application/json">` holding it (data, never run). */
const PAGE_DATA_ID = 'page-data';

/** Puts the game's answers in the query cache, as if the server had just answered each query. */
export function seedPageData(trpc: TrpcUtils, data: GamePageData): void {
  const input = { id: data.id };
  trpc.games.byId.setData(input, data.game);
  trpc.games.availableNumbers.setData(input, data.availableNumbers);
  trpc.games.recentNumbers.setData(input, data.recentNumbers);
}

/** The data the served page carries; null on a page without any. */
export function readPageData(): GamePageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as GamePageData;
  } catch {
    return null;
  }
}
