import { MAX_ID } from '../validation';

/** The game reads of the game page: GET /api/games/:id, its available-numbers and recent-numbers. */
const REST_GAME_READ = /^\/api\/games\/(\d{1,10})(?:\/(?:available-numbers|recent-numbers))?\/?$/;
/** The same reads over tRPC, each with input { id }. */
const TRPC_GAME_READS = new Set([
  'games.byId',
  'games.availableNumbers',
  'games.recentNumbers',
  'games.live',
]);

/**
 * The games whose data a request reads — what makes a player a game's viewer ('Live Players').
 * Batched tRPC GETs carry one input per procedure: { "0": { "id": 1 }, "1": ... }.
 */
export function viewedGames(method: string, url: URL): number[] {
  if (method !== 'GET') return [];
  const rest = REST_GAME_READ.exec(url.pathname);
  if (rest) return ids([Number(rest[1])]);
  if (!url.pathname.startsWith('/trpc/')) return [];
  const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  if (!procedures.some((name) => TRPC_GAME_READS.has(name))) return [];
  const inputs = parseJson(url.searchParams.get('input'));
  const batched = url.searchParams.get('batch') === '1';
  return ids(
    procedures.map((name, i) => {
      if (!TRPC_GAME_READS.has(name)) return null;
      const input = batched ? field(inputs, String(i)) : inputs;
      return field(input, 'id');
    }),
  );
}

function ids(values: unknown[]): number[] {
  const valid = values.filter(
    (value): value is number =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID,
  );
  return [...new Set(valid)];
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
