import { CLAIM_TRANSITIONS, type ClaimEvent, type NumberClaim } from '../../../domain/play/number-claim';

/** A row of the claims table, as the number pool and the claim settlement read it. */
export interface ClaimRow {
  id: string;
  game_id: number;
  number: number;
  user_id: number | null;
  kind: NumberClaim['kind'];
  status: NumberClaim['status'];
  price_cents: number;
  request_id: string | null;
  created_at: Date;
  settled_at: Date | null;
  hold_expires_at: Date | null;
  spin: number | null;
  client_seed: string | null;
}

export const CLAIM_COLUMNS =
  'id, game_id, number, user_id, kind, status, price_cents, request_id, created_at, settled_at, hold_expires_at, spin, client_seed';

/** The status CLAIM_TRANSITIONS moves a claim to on `event`. */
export const to = (event: ClaimEvent) => CLAIM_TRANSITIONS[event].to;

export function toClaim(row: ClaimRow): NumberClaim {
  return {
    id: row.id,
    gameId: row.game_id,
    number: row.number,
    userId: row.user_id,
    kind: row.kind,
    status: row.status,
    priceCents: row.price_cents,
    requestId: row.request_id,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    holdExpiresAt: row.hold_expires_at,
    ...(row.spin !== null && row.spin !== undefined ? { spin: row.spin } : {}),
    ...(row.client_seed !== null && row.client_seed !== undefined ? { clientSeed: row.client_seed } : {}),
  };
}
