/** What the event log records. */
const EVENT_KINDS = [
  'registration',
  'login',
  'free_spin',
  'paid_spin',
  'payment',
  'decline',
  'winner',
  'account_deleted',
  'admin_action',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface NewEvent {
  kind: EventKind;
  /** The player the event is about, if any. */
  userId: number | null;
  /** The administrator who acted, for the audit trail; null for the players' own events. */
  adminId: number | null;
  gameId: number | null;
  number: number | null;
  amountCents: number | null;
  /** A short sentence without personal data ('Suspended the account', 'Paid spin'). */
  action: string;
  at: Date;
}

/** A recorded event with the names it refers to, read at the time of reading (erased names are gone). */
export interface LoggedEvent extends NewEvent {
  id: number;
  /** 'First Last' of the player; null when there is none or the account was erased. */
  userName: string | null;
  gameName: string | null;
}

/**
 * The append-only activity and audit log. `record` joins the unit of work it is called in (it is one
 * of the stores a unit of work hands its work), so an event exists exactly when what it records committed.
 */
export interface EventLog {
  record(event: NewEvent): Promise<void>;
  /** Newest first. */
  recent(limit: number): Promise<LoggedEvent[]>;
  /** The player's events, newest first. */
  forUser(userId: number, limit: number): Promise<LoggedEvent[]>;
}
