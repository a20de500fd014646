import type {
  ResponsiblePlay,
  ResponsiblePlayStore,
} from '../../../application/responsible-play/ports/responsible-play-store';
import { SPENDING_CLAIM_STATUSES } from '../../../domain/play/number-claim';
import type { LimitSetting, SpendingLimits } from '../../../domain/responsible-play/spending-limits';
import type { PlayerRecord } from '../../../domain/responsible-play/spin-terms';
import type { Cents } from '../../../domain/shared/money';
import type { Queryable } from '../queryable';

interface Row {
  daily_cents: number | null;
  weekly_cents: number | null;
  monthly_cents: number | null;
  daily_pending_cents: number | null;
  daily_pending_at: Date | null;
  weekly_pending_cents: number | null;
  weekly_pending_at: Date | null;
  monthly_pending_cents: number | null;
  monthly_pending_at: Date | null;
  excluded_until: Date | null;
  revision: number;
}

export class PostgresResponsiblePlayStore implements ResponsiblePlayStore {
  constructor(private readonly sql: Queryable) {}

  async find(userId: number): Promise<ResponsiblePlay | null> {
    const [row] = await this.sql<Row[]>`SELECT * FROM responsible_play WHERE user_id = ${userId}`;
    return row ? toRecord(row) : null;
  }

  async findWithRevision(userId: number): Promise<PlayerRecord | null> {
    const [row] = await this.sql<Row[]>`SELECT * FROM responsible_play WHERE user_id = ${userId}`;
    return row ? { ...toRecord(row), revision: Number(row.revision) } : null;
  }

  async lock(userId: number): Promise<ResponsiblePlay | null> {
    const [row] = await this.sql<Row[]>`SELECT * FROM responsible_play WHERE user_id = ${userId} FOR UPDATE`;
    return row ? toRecord(row) : null;
  }

  async saveLimits(userId: number, l: SpendingLimits, at: Date): Promise<void> {
    const { daily: d, weekly: w, monthly: m } = l;
    await this.sql`
      INSERT INTO responsible_play (user_id, daily_cents, weekly_cents, monthly_cents,
        daily_pending_cents, daily_pending_at, weekly_pending_cents, weekly_pending_at,
        monthly_pending_cents, monthly_pending_at, updated_at)
      VALUES (${userId}, ${d.amount}, ${w.amount}, ${m.amount},
        ${d.pending?.amount ?? null}, ${d.pending?.appliesAt ?? null},
        ${w.pending?.amount ?? null}, ${w.pending?.appliesAt ?? null},
        ${m.pending?.amount ?? null}, ${m.pending?.appliesAt ?? null}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET
        daily_cents = EXCLUDED.daily_cents, weekly_cents = EXCLUDED.weekly_cents,
        monthly_cents = EXCLUDED.monthly_cents,
        daily_pending_cents = EXCLUDED.daily_pending_cents, daily_pending_at = EXCLUDED.daily_pending_at,
        weekly_pending_cents = EXCLUDED.weekly_pending_cents, weekly_pending_at = EXCLUDED.weekly_pending_at,
        monthly_pending_cents = EXCLUDED.monthly_pending_cents,
        monthly_pending_at = EXCLUDED.monthly_pending_at, updated_at = EXCLUDED.updated_at,
        revision = responsible_play.revision + 1`;
  }

  async extendExclusion(userId: number, until: Date, at: Date): Promise<Date> {
    // One statement: two breaks taken at once keep the later end, never the earlier.
    const [row] = await this.sql<{ excluded_until: Date }[]>`
      INSERT INTO responsible_play (user_id, excluded_until, updated_at) VALUES (${userId}, ${until}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET
        excluded_until = GREATEST(responsible_play.excluded_until, EXCLUDED.excluded_until),
        updated_at = EXCLUDED.updated_at, revision = responsible_play.revision + 1
      RETURNING excluded_until`;
    if (!row) throw new Error(`no break recorded for user ${userId}`);
    return row.excluded_until;
  }

  async spentSince(userId: number, since: readonly Date[]): Promise<Cents[]> {
    if (since.length === 0) return [];
    const earliest = new Date(Math.min(...since.map((d) => d.getTime())));
    const rows = await this.sql<{ price_cents: number; created_at: Date }[]>`
      SELECT price_cents, created_at FROM claims
      WHERE user_id = ${userId} AND kind = 'paid' AND status = ANY(${[...SPENDING_CLAIM_STATUSES]}::text[])
        AND price_cents > 0 AND created_at >= ${earliest}`;
    return since.map((from) =>
      rows.reduce(
        (sum, row) => (row.created_at.getTime() >= from.getTime() ? sum + row.price_cents : sum),
        0,
      ),
    );
  }

  async excludedAmong(userIds: readonly number[], at: Date): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.sql<{ user_id: number }[]>`
      SELECT user_id FROM responsible_play
      WHERE user_id IN ${this.sql([...userIds])} AND excluded_until > ${at}`;
    return new Set(rows.map((row) => row.user_id));
  }
}

function setting(amount: number | null, pendingAmount: number | null, pendingAt: Date | null): LimitSetting {
  return { amount, pending: pendingAt ? { amount: pendingAmount, appliesAt: pendingAt } : null };
}

function toRecord(row: Row): ResponsiblePlay {
  return {
    limits: {
      daily: setting(row.daily_cents, row.daily_pending_cents, row.daily_pending_at),
      weekly: setting(row.weekly_cents, row.weekly_pending_cents, row.weekly_pending_at),
      monthly: setting(row.monthly_cents, row.monthly_pending_cents, row.monthly_pending_at),
    },
    excludedUntil: row.excluded_until,
  };
}
