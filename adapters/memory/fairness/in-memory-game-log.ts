import { randomBytes } from 'node:crypto';
import type { GameFairness, GameLog, LogHead, SpinSeeds } from '../../../application/games/ports/game-log';
import {
  type HashedEntry,
  headOf,
  type LogEntry,
  lineOf,
  nextHash,
  type OperatorEntry,
} from '../../../domain/fairness/fairness-log';
import { CURRENT_SCHEME_VERSION, type SchemeVersion } from '../../../domain/fairness/scheme';
import { claimClientSeed, SERVER_SEED_BYTES, serverSeedHash } from '../../../domain/fairness/seeds';
import { type Changes, gameChanged, type InMemoryStore } from '../in-memory-store';

/** The game's server seed, made at its first use (before any pick; never shown before it closes). */
function serverSeedOf(store: InMemoryStore, gameId: number): Uint8Array {
  let seed = store.serverSeeds.get(gameId);
  if (!seed) {
    seed = new Uint8Array(randomBytes(SERVER_SEED_BYTES));
    store.serverSeeds.set(gameId, seed);
  }
  return seed;
}

/** The player's client seed: 16 random hex characters until they choose one. */
function clientSeedOf(store: InMemoryStore, userId: number): string {
  let seed = store.clientSeeds.get(userId);
  if (!seed) {
    seed = randomBytes(8).toString('hex');
    store.clientSeeds.set(userId, seed);
  }
  return seed;
}

/** Appends an entry to the game's log, chained like game_log_append (functions/game-log-append.sql). */
export function appendLogEntry(
  store: InMemoryStore,
  gameId: number,
  entry: LogEntry,
  changes?: Changes,
): string {
  const log = store.gameLogs.get(gameId) ?? [];
  store.gameLogs.set(gameId, log);
  const previous = log.at(-1)?.hash ?? serverSeedHash(serverSeedOf(store, gameId));
  const hash = nextHash(previous, lineOf(log.length + 1, entry));
  log.push({ ...entry, hash });
  changes?.record(() => log.pop());
  return hash;
}

export class InMemoryGameLog implements GameLog {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async spinSeeds(gameId: number, userId: number): Promise<SpinSeeds | null> {
    if (!this.store.games.has(gameId) || !this.store.users.has(userId)) return null;
    const spins = [...this.store.claims.values()].filter((c) => c.gameId === gameId && c.spin != null).length;
    const schemeVersion = schemeVersionOf(this.store, gameId);
    return {
      serverSeed: serverSeedOf(this.store, gameId),
      nextSpin: spins + 1,
      clientSeed: claimClientSeed(schemeVersion, clientSeedOf(this.store, userId), gameId),
      schemeVersion,
    };
  }

  async read(gameId: number): Promise<GameFairness | null> {
    const entry = this.store.games.get(gameId);
    if (!entry || entry.archivedAt !== undefined) return null;
    const serverSeed = serverSeedOf(this.store, gameId);
    const log: HashedEntry[] = (this.store.gameLogs.get(gameId) ?? []).map((e) => ({ ...e }));
    const schemeVersion = schemeVersionOf(this.store, gameId);
    return { serverSeedHash: serverSeedHash(serverSeed), serverSeed, log, schemeVersion };
  }

  async head(gameId: number): Promise<LogHead | null> {
    const entry = this.store.games.get(gameId);
    if (!entry || entry.archivedAt !== undefined) return null;
    const log = this.store.gameLogs.get(gameId) ?? [];
    return { head: headOf(serverSeedHash(serverSeedOf(this.store, gameId)), log), entries: log.length };
  }

  async recentDraws(since: Date, limit: number): Promise<number[]> {
    const latest: [number, number][] = [];
    for (const [gameId, log] of this.store.gameLogs) {
      if (this.store.games.get(gameId)?.archivedAt !== undefined) continue;
      const times = log
        .filter((e) => e.type === 'draw' || e.type === 'setaside' || e.type === 'pick')
        .map((e) => Date.parse(e.at))
        .filter((at) => at >= since.getTime());
      if (times.length > 0) latest.push([gameId, Math.max(...times)]);
    }
    latest.sort(([a, x], [b, y]) => y - x || a - b);
    return latest.slice(0, limit).map(([gameId]) => gameId);
  }

  async appendDraw(gameId: number, number: number, at: Date): Promise<string> {
    gameChanged(this.store, gameId, this.changes);
    return appendLogEntry(this.store, gameId, { type: 'draw', number, at: at.toISOString() }, this.changes);
  }

  async appendNote(gameId: number, entry: OperatorEntry): Promise<string> {
    gameChanged(this.store, gameId, this.changes);
    return appendLogEntry(this.store, gameId, entry, this.changes);
  }

  async clientSeed(userId: number): Promise<string | null> {
    return this.store.users.has(userId) ? clientSeedOf(this.store, userId) : null;
  }

  async setClientSeed(userId: number, seed: string): Promise<boolean> {
    if (!this.store.users.has(userId)) return false;
    const previous = clientSeedOf(this.store, userId);
    this.store.clientSeeds.set(userId, seed);
    this.changes?.record(() => this.store.clientSeeds.set(userId, previous));
    return true;
  }
}

/** Games made in this store are all new: the current scheme, unless a test set an older one. */
export const schemeVersionOf = (store: InMemoryStore, gameId: number): SchemeVersion =>
  store.schemeVersions.get(gameId) ?? CURRENT_SCHEME_VERSION;
