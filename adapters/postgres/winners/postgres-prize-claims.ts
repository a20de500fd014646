import type {
  ClaimChange,
  ClaimFilter,
  ClaimPage,
  NewPrizeClaim,
  PrizeClaim,
  PrizeClaimListing,
  PrizeClaims,
} from '../../../application/winners/ports/prize-claims';
import type { ShippingAddress } from '../../../domain/winners/claim-form';
import type { TaxRecordRule } from '../../../domain/winners/claim-retention';
import { type ClaimStatus, claimCountsOf } from '../../../domain/winners/prize-claim';
import type { Queryable } from '../queryable';
import { containing } from '../shared/like-pattern';

interface ClaimRow {
  winner_id: number;
  game_id: number;
  user_id: number;
  number: number;
  game_name: string;
  prize: string;
  prize_value_cents: number;
  instant: boolean;
  status: ClaimStatus;
  notified_at: Date;
  deadline: Date;
  reminders_sent: number;
  legal_name: string | null;
  date_of_birth: string | null;
  address: ShippingAddress | null;
  phone: string | null;
  signature: string | null;
  signed_at: Date | null;
  signed_from: string | null;
  affidavit_version: string | null;
  tax_id_sealed: string | null;
  tax_id_last4: string | null;
  carrier: string | null;
  tracking_number: string | null;
  changed_at: Date;
  changed_by: string;
}

interface ListingRow extends ClaimRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  deleted_at: Date | null;
}

// A claim is an instant prize's when an instant prize names its winner id (instant_award).
const COLUMNS = `c.*, to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
  EXISTS (SELECT 1 FROM instant_prizes ip WHERE ip.winner_id = c.winner_id) AS instant`;

/**
 * The claims a filter selects ($1 status, $2 game, $3 a LIKE pattern or null): the search as
 * matchesClaimSearch (domain/winners/claim-search.ts) words it, an erased player's name and e-mail excluded.
 */
const FILTER = `($1::text IS NULL OR c.status = $1) AND ($2::bigint IS NULL OR c.game_id = $2)
  AND ($3::text IS NULL OR lower(c.game_name) LIKE $3 OR lower(c.prize) LIKE $3
    OR lower(coalesce(c.legal_name, '')) LIKE $3
    OR (u.deleted_at IS NULL AND (lower(u.email) LIKE $3 OR lower(u.first_name) LIKE $3
      OR lower(u.last_name) LIKE $3 OR lower(u.first_name || ' ' || u.last_name) LIKE $3)))`;

const filterParams = (filter: ClaimFilter) => {
  const needle = filter.search?.trim() ?? '';
  return [filter.status ?? null, filter.gameId ?? null, needle === '' ? null : containing(needle)];
};

export class PostgresPrizeClaims implements PrizeClaims {
  constructor(private readonly sql: Queryable) {}

  async open(c: NewPrizeClaim): Promise<number | null> {
    const rows = await this.sql<{ winner_id: number }[]>`
      INSERT INTO prize_claims (winner_id, game_id, user_id, number, game_name, prize, prize_value_cents,
        notified_at, deadline, changed_at, changed_by)
      SELECT w.id, w.game_id, w.user_id, w.number, ${c.gameName}, ${c.prize}, ${c.prizeValueCents},
        ${c.notifiedAt}, ${c.deadline}, ${c.notifiedAt}, 'notice'
      FROM winners w WHERE w.game_id = ${c.gameId} AND w.user_id IS NOT NULL
      ON CONFLICT (winner_id) DO NOTHING
      RETURNING winner_id`;
    return rows[0]?.winner_id ?? null;
  }

  async find(winnerId: number): Promise<PrizeClaim | null> {
    const [row] = await this.sql.unsafe<ClaimRow[]>(
      `SELECT ${COLUMNS} FROM prize_claims c WHERE c.winner_id = $1`,
      [winnerId],
    );
    return row ? toClaim(row) : null;
  }

  async change(winnerId: number, change: ClaimChange): Promise<boolean> {
    const s = change.signed ?? null;
    const rows = await this.sql`
      UPDATE prize_claims SET status = ${change.to}, changed_at = ${change.at}, changed_by = ${change.by},
        legal_name = coalesce(${s?.legalName ?? null}, legal_name),
        date_of_birth = coalesce(${s?.dateOfBirth ?? null}::date, date_of_birth),
        address = coalesce((${s ? JSON.stringify(s.address) : null}::text)::jsonb, address),
        phone = coalesce(${s?.phone ?? null}, phone),
        signature = coalesce(${s?.signature ?? null}, signature),
        signed_at = coalesce(${s?.signedAt ?? null}::timestamptz, signed_at),
        signed_from = coalesce(${s?.signedFrom ?? null}, signed_from),
        affidavit_version = coalesce(${s?.affidavitVersion ?? null}, affidavit_version),
        tax_id_sealed = coalesce(${s?.taxIdSealed ?? null}, tax_id_sealed),
        tax_id_last4 = coalesce(${s?.taxIdLast4 ?? null}, tax_id_last4),
        carrier = coalesce(${change.shipment?.carrier ?? null}, carrier),
        tracking_number = coalesce(${change.shipment?.trackingNumber ?? null}, tracking_number)
      WHERE winner_id = ${winnerId} AND status = ANY(${[...change.from]}::text[])
      RETURNING winner_id`;
    return rows.length > 0;
  }

  async markReminded(winnerId: number, n: number): Promise<boolean> {
    const rows = await this.sql`
      UPDATE prize_claims SET reminders_sent = ${n}
      WHERE winner_id = ${winnerId} AND status = 'notified' AND reminders_sent < ${n}
      RETURNING winner_id`;
    return rows.length > 0;
  }

  async listWaiting(limit: number): Promise<PrizeClaim[]> {
    const rows = await this.sql.unsafe<ClaimRow[]>(
      `SELECT ${COLUMNS} FROM prize_claims c WHERE c.status = 'notified'
       ORDER BY c.deadline, c.winner_id LIMIT $1`,
      [limit],
    );
    return rows.map(toClaim);
  }

  async list(filter: ClaimFilter): Promise<PrizeClaimListing[]> {
    const rows = await this.sql.unsafe<ListingRow[]>(
      `SELECT ${COLUMNS}, u.first_name, u.last_name, u.email, u.deleted_at
       FROM prize_claims c JOIN users u ON u.id = c.user_id WHERE ${FILTER}
       ORDER BY c.notified_at DESC, c.winner_id DESC`,
      filterParams(filter),
    );
    return rows.map(toListing);
  }

  async listPage(filter: ClaimFilter, offset: number, limit: number): Promise<ClaimPage> {
    const rows = await this.sql.unsafe<(ListingRow & { total: number })[]>(
      `SELECT ${COLUMNS}, u.first_name, u.last_name, u.email, u.deleted_at, count(*) OVER ()::int AS total
       FROM prize_claims c JOIN users u ON u.id = c.user_id WHERE ${FILTER}
       ORDER BY c.notified_at DESC, c.winner_id DESC OFFSET $4 LIMIT $5`,
      [...filterParams(filter), offset, limit],
    );
    if (rows.length > 0 || offset === 0) return { claims: rows.map(toListing), total: rows[0]?.total ?? 0 };
    // Past the end: no row carries the total, so count alone.
    const [counted] = await this.sql.unsafe<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM prize_claims c JOIN users u ON u.id = c.user_id WHERE ${FILTER}`,
      filterParams(filter),
    );
    return { claims: [], total: counted?.total ?? 0 };
  }

  async listGames(): Promise<{ gameId: number; gameName: string }[]> {
    const rows = await this.sql<{ game_id: number; game_name: string }[]>`
      SELECT game_id, game_name FROM (
        SELECT DISTINCT ON (game_id) game_id, game_name, notified_at, winner_id FROM prize_claims
        ORDER BY game_id, notified_at DESC, winner_id DESC
      ) g ORDER BY notified_at DESC, winner_id DESC`;
    return rows.map((r) => ({ gameId: r.game_id, gameName: r.game_name }));
  }

  async listOfPlayer(userId: number): Promise<PrizeClaim[]> {
    const rows = await this.sql.unsafe<ClaimRow[]>(
      `SELECT ${COLUMNS} FROM prize_claims c WHERE c.user_id = $1
       ORDER BY c.notified_at DESC, c.winner_id DESC`,
      [userId],
    );
    return rows.map(toClaim);
  }

  async countByStatus(): Promise<Record<ClaimStatus, number>> {
    const rows = await this.sql<{ status: ClaimStatus; n: number }[]>`
      SELECT status, count(*)::int AS n FROM prize_claims GROUP BY status`;
    return claimCountsOf(rows.map((row) => [row.status, row.n]));
  }

  async eraseForAccount(userId: number, keep: TaxRecordRule): Promise<number> {
    const rows = await this.sql`
      WITH kept AS (
        SELECT winner_id, (status = ANY(${[...keep.statuses]}::text[])
                           AND prize_value_cents >= ${keep.minValueCents}) AS tax
        FROM prize_claims WHERE user_id = ${userId}
      )
      UPDATE prize_claims c SET
        date_of_birth = NULL, phone = NULL, signature = NULL, signed_from = NULL,
        legal_name = CASE WHEN k.tax THEN c.legal_name END,
        address = CASE WHEN k.tax THEN c.address END,
        tax_id_sealed = CASE WHEN k.tax THEN c.tax_id_sealed END,
        tax_id_last4 = CASE WHEN k.tax THEN c.tax_id_last4 END
      FROM kept k WHERE k.winner_id = c.winner_id
      RETURNING c.winner_id`;
    return rows.length;
  }

  async purgeTaxRecords(notifiedBefore: Date): Promise<number> {
    const rows = await this.sql`
      UPDATE prize_claims c SET legal_name = NULL, address = NULL, tax_id_sealed = NULL, tax_id_last4 = NULL
      FROM users u
      WHERE u.id = c.user_id AND u.deleted_at IS NOT NULL AND c.notified_at < ${notifiedBefore}
        AND (c.legal_name IS NOT NULL OR c.address IS NOT NULL OR c.tax_id_sealed IS NOT NULL)
      RETURNING c.winner_id`;
    return rows.length;
  }

  async listTaxable(year: number, minValueCents: number): Promise<PrizeClaimListing[]> {
    const from = new Date(Date.UTC(year, 0, 1));
    const to = new Date(Date.UTC(year + 1, 0, 1));
    const rows = await this.sql.unsafe<ListingRow[]>(
      `SELECT ${COLUMNS}, u.first_name, u.last_name, u.email, u.deleted_at
       FROM prize_claims c JOIN users u ON u.id = c.user_id
       WHERE c.status IN ('claimed', 'verified', 'shipped', 'delivered') AND c.prize_value_cents >= $1
         AND c.notified_at >= $2 AND c.notified_at < $3
       ORDER BY c.notified_at, c.winner_id`,
      [minValueCents, from, to],
    );
    return rows.map(toListing);
  }
}

function toClaim(r: ClaimRow): PrizeClaim {
  return {
    winnerId: r.winner_id,
    gameId: r.game_id,
    userId: r.user_id,
    number: r.number,
    gameName: r.game_name,
    prize: r.prize,
    prizeValueCents: r.prize_value_cents,
    instant: r.instant,
    status: r.status,
    notifiedAt: r.notified_at,
    deadline: r.deadline,
    remindersSent: r.reminders_sent,
    signed:
      r.signed_at === null
        ? null
        : {
            legalName: r.legal_name ?? '',
            dateOfBirth: r.date_of_birth ?? '',
            address: r.address ?? { line1: '', line2: '', city: '', state: '', zip: '' },
            phone: r.phone ?? '',
            signature: r.signature ?? '',
            signedAt: r.signed_at,
            signedFrom: r.signed_from ?? '',
            affidavitVersion: r.affidavit_version ?? '',
            taxIdSealed: r.tax_id_sealed,
            taxIdLast4: r.tax_id_last4,
          },
    shipment:
      r.carrier === null || r.tracking_number === null
        ? null
        : { carrier: r.carrier, trackingNumber: r.tracking_number },
    changedAt: r.changed_at,
    changedBy: r.changed_by,
  };
}

function toListing(r: ListingRow): PrizeClaimListing {
  return {
    ...toClaim(r),
    player:
      r.deleted_at === null
        ? { firstName: r.first_name ?? '', lastName: r.last_name ?? '', email: r.email ?? '' }
        : null,
  };
}
