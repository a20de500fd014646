import type { GameFairness, GameLog, LogHead, SpinSeeds } from '../../../application/games/ports/game-log';
import { formatInstant, type HashedEntry, type OperatorEntry } from '../../../domain/fairness/fairness-log';
import { SCHEME_VERSIONS, type SchemeVersion } from '../../../domain/fairness/scheme';
import { claimClientSeed } from '../../../domain/fairness/seeds';
import type { Queryable } from '../queryable';

interface LogRow {
  type: HashedEntry['type'];
  spin: number | null;
  kind: 'paid' | 'free' | null;
  number: number | null;
  detail: string | null;
  client_seed: string | null;
  at: Date;
  hash: string;
  /**
   * The instant prize k of a claim of instant-win number k (schemes 1 and 2, claims_game_log), or of
   * an instant entry (scheme 3, instant_award), else null.
   */
  instant?: number | null;
}

function toEntry(row: LogRow): HashedEntry {
  const at = formatInstant(row.at);
  if (row.type === 'claim') {
    return {
      type: 'claim',
      spin: row.spin ?? 0,
      kind: row.kind ?? 'paid',
      number: row.number ?? 0,
      clientSeed: row.client_seed ?? '',
      at,
      ...(row.instant == null ? {} : { instant: row.instant }),
      hash: row.hash,
    };
  }
  if (row.type === 'instant')
    return {
      type: 'instant',
      spin: row.spin ?? 0,
      number: row.number ?? 0,
      k: row.instant ?? 0,
      at,
      hash: row.hash,
    };
  const detail = row.detail ?? '';
  if (row.type === 'edit' || row.type === 'cancel' || row.type === 'terms')
    return { type: row.type, at, detail, hash: row.hash };
  const number = row.number ?? 0;
  if (row.type === 'setaside' || row.type === 'pick')
    return { type: row.type, number, at, detail, hash: row.hash };
  return { type: row.type, number, at, hash: row.hash };
}

/**
 * Claims and releases are logged by the claims table's trigger (claims_game_log), the draw here; the
 * operator's entries by game_log_note (functions/game-log-note.sql).
 */
export class PostgresGameLog implements GameLog {
  constructor(private readonly sql: Queryable) {}

  async spinSeeds(gameId: number, userId: number): Promise<SpinSeeds | null> {
    // One round trip; the last spin number from claims_game_spin_key (a backward index scan).
    const [row] = await this.sql<
      { server_seed: Uint8Array; last_spin: number | null; client_seed: string; scheme_version: number }[]
    >`
      SELECT g.server_seed, u.client_seed, g.scheme_version,
        (SELECT max(spin) FROM claims WHERE game_id = g.id AND spin IS NOT NULL)::int AS last_spin
      FROM games g, users u WHERE g.id = ${gameId} AND u.id = ${userId}`;
    if (!row) return null;
    const schemeVersion = schemeOf(row.scheme_version);
    return {
      serverSeed: new Uint8Array(row.server_seed),
      nextSpin: (row.last_spin ?? 0) + 1,
      clientSeed: claimClientSeed(schemeVersion, row.client_seed, gameId),
      schemeVersion,
    };
  }

  async read(gameId: number): Promise<GameFairness | null> {
    const [game] = await this.sql<
      { server_seed: Uint8Array; server_seed_hash: string; scheme_version: number }[]
    >`
      SELECT server_seed, server_seed_hash, scheme_version FROM games WHERE id = ${gameId} AND archived_at IS NULL`;
    if (!game) return null;
    const rows = await this.sql<LogRow[]>`
      SELECT type, spin, kind, number, client_seed, at, hash, detail, instant FROM game_log
      WHERE game_id = ${gameId} ORDER BY i`;
    return {
      serverSeedHash: game.server_seed_hash,
      serverSeed: new Uint8Array(game.server_seed),
      log: rows.map(toEntry),
      schemeVersion: schemeOf(game.scheme_version),
    };
  }

  async head(gameId: number): Promise<LogHead | null> {
    // The entries are numbered from 1 without gaps (game_log_append), so the last one's i is the count.
    const [row] = await this.sql<{ server_seed_hash: string; hash: string | null; i: number | null }[]>`
      SELECT g.server_seed_hash, last.hash, last.i FROM games g
      LEFT JOIN LATERAL (
        SELECT hash, i FROM game_log WHERE game_id = g.id ORDER BY i DESC LIMIT 1
      ) last ON true
      WHERE g.id = ${gameId} AND g.archived_at IS NULL`;
    if (!row) return null;
    return { head: row.hash ?? row.server_seed_hash, entries: row.i ?? 0 };
  }

  async recentDraws(since: Date, limit: number): Promise<number[]> {
    const rows = await this.sql<{ game_id: string }[]>`
      SELECT l.game_id FROM game_log l JOIN games g ON g.id = l.game_id AND g.archived_at IS NULL
      WHERE l.type IN ('draw', 'setaside', 'pick') AND l.at >= ${since}
      GROUP BY l.game_id ORDER BY max(l.at) DESC, l.game_id LIMIT ${limit}`;
    return rows.map((row) => Number(row.game_id));
  }

  async appendDraw(gameId: number, number: number, at: Date): Promise<string> {
    const [row] = await this.sql<{ hash: string }[]>`
      SELECT game_log_append(${gameId}, 'draw', NULL, NULL, ${number}, NULL, ${at}) AS hash`;
    if (!row) throw new Error(`the draw of game ${gameId} was not logged`);
    return row.hash;
  }

  async appendNote(gameId: number, entry: OperatorEntry): Promise<string> {
    const number = 'number' in entry ? entry.number : null;
    const [row] = await this.sql<{ hash: string }[]>`
      SELECT game_log_note(${gameId}, ${entry.type}::text, ${number}::int, ${entry.at}::timestamptz,
        ${entry.detail}::text) AS hash`;
    if (!row) throw new Error(`the ${entry.type} entry of game ${gameId} was not logged`);
    return row.hash;
  }

  async clientSeed(userId: number): Promise<string | null> {
    const [row] = await this.sql<
      { client_seed: string }[]
    >`SELECT client_seed FROM users WHERE id = ${userId}`;
    return row?.client_seed ?? null;
  }

  async setClientSeed(userId: number, seed: string): Promise<boolean> {
    const rows = await this.sql`UPDATE users SET client_seed = ${seed} WHERE id = ${userId} RETURNING id`;
    return rows.length === 1;
  }
}

/** games.scheme_version, checked: a version no verifier knows is a broken row. */
function schemeOf(version: number): SchemeVersion {
  if (!SCHEME_VERSIONS.includes(version as SchemeVersion))
    throw new Error(`unknown scheme version ${version}`);
  return version as SchemeVersion;
}
