import type { PaidSpinPreflight, PaidSpinPreflightRequest } from '../../../application/play/ports/spin-desk';
import { UNSETTLED_CLAIM_STATUSES } from '../../../domain/play/number-claim';
import { type ClaimRow, toClaim } from '../games/claim-rows';
import { expiredHolds, releasing } from '../games/postgres-claim-settlement';
import type { Queryable } from '../queryable';

type PreflightRow = Partial<ClaimRow> & {
  player_found: boolean | null;
  player_state: string | null;
  player_email: string | null;
  player_first_name: string | null;
  card_customer_id: string | null;
  card_gateway_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  game_name: string | null;
  game_code: string | null;
  game_end_time: Date | null;
  game_draw_at: Date | null;
  game_sold_out_at: Date | null;
  game_draw_after_sell_out_minutes: number | null;
  role: 'seen' | 'unsettled' | 'released' | null;
};

/**
 * The unsettled statuses as one text[] parameter, not `IN ${sql([...])}`: postgres.js places that helper
 * by searching the statement's text before it with seven regular expressions at every call, 1.9 % of
 * the server's CPU in the bench's spins (profiled).
 */
const UNSETTLED = [...UNSETTLED_CLAIM_STATUSES];

/**
 * A paid spin's reads before the game's lock as one autocommit statement: the game's expired holds
 * go back to the pool (the statement NumberPool.releaseExpiredHolds runs), and in the same snapshot
 * the request id's claim, the player, their default card and their unsettled claim are read, and
 * what the charge's receipt says of the player, the game and the card. A
 * statement sees the rows as they were before its own writes, so a claim it released is read from
 * what the release returned, never as still held. One row carries the player and the card, joined
 * to one row per claim found (each tagged with its role), or to none.
 */
export async function paidSpinPreflight(
  sql: Queryable,
  r: PaidSpinPreflightRequest,
): Promise<PaidSpinPreflight> {
  const rows = await sql<PreflightRow[]>`
    WITH ${releasing(sql, 'releaseHold', r.now, expiredHolds(sql, r.now, r.releaseLimit, r.gameId))},
    seen AS (
      SELECT * FROM released WHERE user_id = ${r.userId} AND request_id = ${r.requestId}
      UNION ALL
      SELECT * FROM claims WHERE user_id = ${r.userId} AND request_id = ${r.requestId}
        AND id NOT IN (SELECT id FROM released)
    ), unsettled AS (
      SELECT * FROM claims
      WHERE user_id = ${r.userId} AND game_id = ${r.gameId}
        AND status = ANY(${UNSETTLED}::text[]) AND id NOT IN (SELECT id FROM released)
      ORDER BY created_at DESC, seq DESC LIMIT 1
    ), found AS (
      SELECT 'seen' AS role, * FROM seen
      UNION ALL SELECT 'unsettled', * FROM unsettled
      UNION ALL SELECT 'released', * FROM released
    )
    SELECT player.id IS NOT NULL AS player_found, player.state AS player_state,
      player.email AS player_email, player.first_name AS player_first_name,
      card.gateway_customer_id AS card_customer_id, card.gateway_card_id AS card_gateway_id,
      card.brand AS card_brand, card.last4 AS card_last4, game.name AS game_name, game.code AS game_code,
      game.end_time AS game_end_time, game.draw_at AS game_draw_at, game.sold_out_at AS game_sold_out_at,
      game.draw_after_sell_out_minutes AS game_draw_after_sell_out_minutes,
      found.*
    FROM (SELECT 1) AS one
    LEFT JOIN users AS player ON player.id = ${r.userId} AND player.deleted_at IS NULL
    LEFT JOIN payment_cards AS card ON card.user_id = ${r.userId} AND card.is_default
    LEFT JOIN games AS game ON game.id = ${r.gameId}
    LEFT JOIN found ON true`;
  const [first] = rows;
  if (!first) throw new Error(`the paid spin's preflight answered nothing for game ${r.gameId}`);
  const claimsOf = (role: PreflightRow['role']) =>
    rows.filter((row) => row.role === role).map((row) => toClaim(row as ClaimRow));
  return {
    seen: claimsOf('seen')[0] ?? null,
    player: first.player_found ? { state: first.player_state } : null,
    card:
      first.card_customer_id !== null && first.card_gateway_id !== null
        ? { gatewayCustomerId: first.card_customer_id, gatewayCardId: first.card_gateway_id }
        : null,
    unsettled: claimsOf('unsettled')[0] ?? null,
    released: claimsOf('released'),
    receipt:
      first.player_found && first.game_name !== null && first.game_code !== null && first.game_end_time
        ? {
            email: first.player_email,
            firstName: first.player_first_name ?? '',
            gameName: first.game_name,
            gameCode: first.game_code,
            cardBrand: first.card_brand,
            cardLast4: first.card_last4,
            draw: {
              endTime: first.game_end_time,
              drawAt: first.game_draw_at,
              soldOutAt: first.game_sold_out_at,
              drawAfterSellOutMinutes: first.game_draw_after_sell_out_minutes,
            },
          }
        : null,
  };
}
