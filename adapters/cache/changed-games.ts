/** The games a call of a game or number-pool method changed: null for "the lobby and every game". */
export type ChangedGames = (args: readonly unknown[], result: unknown) => readonly (number | null)[];

/** Methods that only read. Any other method (a new one too) is taken as a write of every game. */
const READS = new Set<PropertyKey>([
  'findById',
  'list',
  'countAvailable',
  'countAvailableByGame',
  'nthAvailable',
  'listAvailable',
  'findUnsettled',
  'findFreeEntry',
  'findByRequestId',
  'recent',
  'listByUser',
  'findOpenHold',
  'listStalledPayments',
  'codeTaken',
  'lock',
  'priceFigures',
  'highestAvailablePrice',
  'countHeldBy',
  'countPaidEntries',
]);

const NONE: ChangedGames = () => [];
const EVERY_GAME: ChangedGames = () => [null];
/** The game id is the first argument (a game's methods). */
const byId: ChangedGames = ([id]) => [typeof id === 'number' ? id : null];
/** The first argument is a claim carrying its game id (the number pool's claims). */
const byClaim: ChangedGames = ([claim]) => {
  const gameId = (claim as { gameId?: unknown } | undefined)?.gameId;
  return [typeof gameId === 'number' ? gameId : null];
};
/** The claims released, each naming its game; none released, nothing changed. */
const byReleased: ChangedGames = (_args, result) =>
  Array.isArray(result) ? result.map((claim: { gameId: number }) => claim.gameId) : [null];

const WRITES: Record<string, ChangedGames> = {
  // A new game is the lobby's change, about no one game yet.
  create: EVERY_GAME,
  lockForSpin: byId,
  update: byId,
  setImageUrl: byId,
  archive: byId,
  delete: byId,
  claim: byClaim,
  claimNthAvailable: byClaim,
  reservePaidNth: byClaim,
  releaseExpiredHolds: byReleased,
  // The paid spin's preflight releases the game's expired holds before its reads.
  preflight: (args, result) =>
    result === undefined
      ? byClaim(args, result)
      : byReleased([], (result as { released?: unknown }).released),
  // The spin desk's spins (a request naming its game, like a claim).
  paid: byClaim,
  free: byClaim,
  // Settlement moves a claim between statuses that all keep its number out of the pool (pending,
  // held, paid): numbers left, available and recent numbers read the same before and after.
  markPaid: NONE,
  hold: NONE,
  reopenHold: NONE,
};

/** What a method changes: nothing for a read, its games for a known write, every game otherwise. */
export function changedGamesOf(method: PropertyKey): ChangedGames {
  if (READS.has(method)) return NONE;
  return (typeof method === 'string' && Object.hasOwn(WRITES, method) && WRITES[method]) || EVERY_GAME;
}

export const isRead = (method: PropertyKey) => READS.has(method);
