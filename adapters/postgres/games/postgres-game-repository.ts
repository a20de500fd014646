import {
  GameCodeTaken,
  type GameRepository,
  type LockedGame,
} from '../../../application/games/ports/game-repository';
import {
  CURRENT_SCHEME_VERSION,
  clientSeedIsPerGame,
  instantAwardIsItsOwnEntry,
} from '../../../domain/fairness/scheme';
import type { Game, GameDraft } from '../../../domain/games/game';
import type { GameRevision } from '../../../domain/games/game-revision';
import { numberTermsOf, parseGameTypeId } from '../../../domain/games/game-types';
import type { Queryable } from '../queryable';

interface GameRow {
  id: number;
  code: string;
  name: string;
  description: string;
  emoji: string;
  game_type: string;
  prize: string;
  prize_value_cents: number;
  prize_description: string;
  prize_image_url: string | null;
  total_numbers: number;
  free_play_start: number;
  free_play_end: number;
  max_winners: number;
  is_scheduled: boolean;
  start_time: Date;
  end_time: Date;
  duration_hours: number;
  spin_sequence: number;
  numbers_left: number;
  free_numbers_left: number;
  created_at: Date;
  closed_at: Date | null;
  draw_at?: Date | null;
  sold_out_at?: Date | null;
  draw_after_sell_out_minutes?: number | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  minimum_to_run: number | null;
  below_minimum: 'cancel' | 'extend' | null;
  extend_hours: number | null;
  max_entries_per_player: number | null;
}

export class PostgresGameRepository implements GameRepository {
  constructor(private readonly sql: Queryable) {}

  async create(d: GameDraft): Promise<Game> {
    // One statement, so the game never exists without its numbers, in a transaction or not. Each
    // number is stored with the terms the game's type gives it (game_numbers.price_cents, free), and the game with the
    // current fairness scheme and what it implies (games.instant_award_entry, per_game_client_seed).
    const terms = this.terms(d);
    const rows = await this.sql<GameRow[]>`
      WITH game AS (
        INSERT INTO games (code, name, description, emoji, game_type, prize, prize_value_cents,
          prize_description, prize_image_url, total_numbers, free_play_start, free_play_end,
          max_winners, is_scheduled, start_time, end_time, duration_hours, numbers_left,
          free_numbers_left, free_numbers, minimum_to_run, below_minimum, extend_hours,
          max_entries_per_player, scheme_version, instant_award_entry, per_game_client_seed,
          draw_after_sell_out_minutes)
        VALUES (${d.code}, ${d.name}, ${d.description}, ${d.emoji}, ${d.gameType}, ${d.prize},
          ${d.prizeValueCents}, ${d.prizeDescription}, ${d.prizeImageUrl}, ${d.totalNumbers},
          ${d.freePlayStart}, ${d.freePlayEnd}, ${d.maxWinners}, ${d.isScheduled}, ${d.startTime},
          ${d.endTime}, ${d.durationHours}, ${d.totalNumbers}, ${terms.freeCount}, ${terms.freeCount},
          ${d.minimumToRun?.paidNumbers ?? null}, ${d.minimumToRun?.belowMinimum ?? null},
          ${d.minimumToRun?.extendHours ?? null}, ${d.maxEntriesPerPlayer ?? null},
          ${CURRENT_SCHEME_VERSION}, ${instantAwardIsItsOwnEntry(CURRENT_SCHEME_VERSION)},
          ${clientSeedIsPerGame(CURRENT_SCHEME_VERSION)}, ${d.drawAfterSellOutMinutes ?? null})
        ON CONFLICT (code) DO NOTHING
        RETURNING *
      ), numbers AS (
        INSERT INTO game_numbers (game_id, number, price_cents, free)
        SELECT game.id, t.number, t.price, t.free FROM game, ${terms.table} AS t(price, free, number)
      )
      SELECT * FROM game`;
    // A conflict leaves the transaction usable (no error raised), so the caller can try another code.
    if (!rows[0]) throw new GameCodeTaken(d.code);
    return toGame(rows[0]);
  }

  /**
   * Each number's terms from the game's type, as a table of (price, free, number) rows. Sent as two
   * comma-separated texts (a few bytes a number, one parameter each, whatever the driver's arrays).
   */
  private terms(game: Parameters<typeof numberTermsOf>[0]) {
    const terms = numberTermsOf(game);
    const prices = terms.map((t) => t.priceCents).join(',');
    const frees = terms.map((t) => (t.free ? 't' : 'f')).join(',');
    return {
      freeCount: terms.filter((t) => t.free).length,
      table: this.sql`unnest(string_to_array(${prices}, ',')::bigint[],
        string_to_array(${frees}, ',')::boolean[]) WITH ORDINALITY`,
    };
  }

  async findById(id: number): Promise<Game | null> {
    const rows = await this.sql<GameRow[]>`SELECT * FROM games WHERE id = ${id} AND archived_at IS NULL`;
    return rows[0] ? toGame(rows[0]) : null;
  }

  async codeTaken(code: string): Promise<boolean> {
    const rows = await this.sql`SELECT 1 FROM games WHERE code = ${code}`;
    return rows.length > 0;
  }

  async list(): Promise<Game[]> {
    const rows = await this.sql<GameRow[]>`
      SELECT * FROM games WHERE archived_at IS NULL ORDER BY created_at DESC, id DESC`;
    return rows.map(toGame);
  }

  async lockForSpin(id: number): Promise<LockedGame | null> {
    // The row lock taken by this UPDATE lasts until commit: concurrent spins of a game queue here.
    // The counters come from the row version the lock was granted on, so they include every claim
    // committed before (a count subquery here would see the statement's older snapshot).
    const rows = await this.sql<GameRow[]>`
      UPDATE games SET spin_sequence = spin_sequence + 1
      WHERE id = ${id} AND archived_at IS NULL
      RETURNING *`;
    const row = rows[0];
    if (!row) return null;
    const { numbers_left: numbersLeft, free_numbers_left: freeNumbersLeft } = row;
    return { game: toGame(row), spinSequence: row.spin_sequence, numbersLeft, freeNumbersLeft };
  }

  async lock(id: number): Promise<Game | null> {
    const rows = await this.sql<GameRow[]>`
      SELECT * FROM games WHERE id = ${id} AND archived_at IS NULL FOR UPDATE`;
    return rows[0] ? toGame(rows[0]) : null;
  }

  async update(id: number, r: GameRevision): Promise<Game | null> {
    // Numbers beyond the new total go, missing ones come (a shrink fails on a claim's foreign key),
    // each number takes the terms its game type gives it under the revision (only the changed rows
    // are written), then the counters are recounted from game_numbers.
    const [stored] = await this.sql<{ game_type: string }[]>`
      SELECT game_type FROM games WHERE id = ${id} AND archived_at IS NULL`;
    if (!stored) return null;
    const gameType = r.gameType ?? parseGameTypeId(stored.game_type);
    const terms = this.terms({ ...r, gameType });
    await this.sql`
      WITH terms AS (
        SELECT t.number::int AS number, t.price, t.free FROM ${terms.table} AS t(price, free, number)
      ), revised AS (
        UPDATE game_numbers n SET price_cents = terms.price, free = terms.free
        FROM terms
        WHERE n.game_id = ${id} AND n.number = terms.number
          AND (n.price_cents, n.free) IS DISTINCT FROM (terms.price, terms.free)
      ), added AS (
        INSERT INTO game_numbers (game_id, number, price_cents, free)
        SELECT ${id}::bigint, terms.number, terms.price, terms.free FROM terms
        WHERE terms.number > (SELECT max(number) FROM game_numbers WHERE game_id = ${id})
      )
      SELECT 1`;
    await this.sql`
      WITH game AS (
        UPDATE games SET name = ${r.name}, description = ${r.description}, emoji = ${r.emoji},
          prize = ${r.prize}, prize_value_cents = ${r.prizeValueCents},
          prize_description = ${r.prizeDescription}, total_numbers = ${r.totalNumbers},
          free_play_start = ${r.freePlayStart}, free_play_end = ${r.freePlayEnd},
          end_time = ${r.endTime}, duration_hours = ${r.durationHours}, game_type = ${gameType}
        WHERE id = ${id} AND archived_at IS NULL
        RETURNING id
      )
      DELETE FROM game_numbers WHERE game_id IN (SELECT id FROM game) AND number > ${r.totalNumbers}`;
    const [updated] = await this.sql<GameRow[]>`
      UPDATE games SET
        numbers_left = (SELECT count(*) FROM game_numbers n
          WHERE n.game_id = games.id AND n.status = 'available'),
        free_numbers_left = (SELECT count(*) FROM game_numbers n
          WHERE n.game_id = games.id AND n.status = 'available' AND n.free),
        free_numbers = (SELECT count(*) FROM game_numbers n WHERE n.game_id = games.id AND n.free)
      WHERE id = ${id} AND archived_at IS NULL
      RETURNING *`;
    return updated ? toGame(updated) : null;
  }

  async close(id: number, at: Date, drawAt?: Date): Promise<Game | null> {
    const [row] = await this.sql<GameRow[]>`
      UPDATE games SET closed_at = coalesce(closed_at, ${at}), draw_at = coalesce(draw_at, ${drawAt ?? null}),
        end_time = CASE WHEN start_time < ${at} THEN least(end_time, ${at}) ELSE end_time END
      WHERE id = ${id} AND archived_at IS NULL
      RETURNING *`;
    return row ? toGame(row) : null;
  }

  async cancel(id: number, at: Date, reason: string): Promise<Game | null> {
    const [row] = await this.sql<GameRow[]>`
      UPDATE games SET cancelled_at = ${at}, cancel_reason = ${reason}, closed_at = coalesce(closed_at, ${at})
      WHERE id = ${id} AND archived_at IS NULL AND cancelled_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM winners w WHERE w.game_id = games.id)
      RETURNING *`;
    return row ? toGame(row) : null;
  }

  async listMinimumDue(now: Date, limit: number): Promise<number[]> {
    const rows = await this.sql<{ id: string }[]>`
      SELECT id FROM games
      WHERE minimum_to_run IS NOT NULL AND minimum_decided_at IS NULL AND archived_at IS NULL
        AND cancelled_at IS NULL AND (end_time <= ${now} OR numbers_left <= 0)
      ORDER BY end_time, id LIMIT ${limit}`;
    return rows.map((row) => Number(row.id));
  }

  async decideMinimum(id: number, at: Date, endTime: Date | null): Promise<boolean> {
    const rows = await this.sql`
      UPDATE games SET minimum_decided_at = ${at},
        extended_at = CASE WHEN ${endTime}::timestamptz IS NULL THEN NULL ELSE ${at}::timestamptz END,
        end_time = coalesce(${endTime}::timestamptz, end_time)
      WHERE id = ${id} AND minimum_decided_at IS NULL RETURNING id`;
    return rows.length > 0;
  }

  async setImageUrl(id: number, url: string | null): Promise<void> {
    await this.sql`UPDATE games SET prize_image_url = ${url} WHERE id = ${id}`;
  }

  async archive(id: number, at: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE games SET archived_at = ${at} WHERE id = ${id} AND archived_at IS NULL RETURNING id`;
    return rows.length > 0;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.sql`DELETE FROM games WHERE id = ${id} RETURNING id`;
    return rows.length > 0;
  }
}

function toGame(row: GameRow): Game {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    emoji: row.emoji,
    gameType: parseGameTypeId(row.game_type),
    prize: row.prize,
    prizeValueCents: row.prize_value_cents,
    prizeDescription: row.prize_description,
    prizeImageUrl: row.prize_image_url,
    totalNumbers: row.total_numbers,
    freePlayStart: row.free_play_start,
    freePlayEnd: row.free_play_end,
    maxWinners: row.max_winners,
    isScheduled: row.is_scheduled,
    startTime: row.start_time,
    endTime: row.end_time,
    durationHours: row.duration_hours,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    ...(row.draw_at ? { drawAt: row.draw_at } : {}),
    ...(row.sold_out_at ? { soldOutAt: row.sold_out_at } : {}),
    ...(row.draw_after_sell_out_minutes != null
      ? { drawAfterSellOutMinutes: row.draw_after_sell_out_minutes }
      : {}),
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    minimumToRun:
      row.minimum_to_run === null || row.below_minimum === null
        ? null
        : { paidNumbers: row.minimum_to_run, belowMinimum: row.below_minimum, extendHours: row.extend_hours },
    maxEntriesPerPlayer: row.max_entries_per_player,
  };
}
