import type { EventLog, LoggedEvent, NewEvent } from '../../../application/shared/ports/event-log';
import type { Queryable } from '../queryable';

interface EventRow {
  id: number;
  kind: NewEvent['kind'];
  user_id: number | null;
  admin_id: number | null;
  game_id: number | null;
  number: number | null;
  amount_cents: number | null;
  action: string;
  created_at: Date;
  user_name: string | null;
  game_name: string | null;
}

/** The event_log table (append-only: functions/event-log-append-only.sql); on a transaction's connection it commits with that work. */
export class PostgresEventLog implements EventLog {
  constructor(private readonly sql: Queryable) {}

  async record(e: NewEvent): Promise<void> {
    await this.sql`
      INSERT INTO event_log (kind, user_id, admin_id, game_id, number, amount_cents, action, created_at)
      VALUES (${e.kind}, ${e.userId}, ${e.adminId}, ${e.gameId}, ${e.number}, ${e.amountCents},
              ${e.action}, ${e.at})`;
  }

  async recent(limit: number): Promise<LoggedEvent[]> {
    const rows = await this.sql<EventRow[]>`
      ${this.select()} ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`;
    return rows.map(toEvent);
  }

  async forUser(userId: number, limit: number): Promise<LoggedEvent[]> {
    const rows = await this.sql<EventRow[]>`
      ${this.select()} WHERE e.user_id = ${userId} ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`;
    return rows.map(toEvent);
  }

  private select() {
    return this.sql`
      SELECT e.*, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS user_name,
             g.name AS game_name
      FROM event_log e
      LEFT JOIN users u ON u.id = e.user_id
      LEFT JOIN games g ON g.id = e.game_id`;
  }
}

function toEvent(row: EventRow): LoggedEvent {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    adminId: row.admin_id,
    gameId: row.game_id,
    number: row.number,
    amountCents: row.amount_cents,
    action: row.action,
    at: row.created_at,
    userName: row.user_name,
    gameName: row.game_name,
  };
}
