/**
 * The player's play session in this browser tab, for the reminder after every 30 minutes of
 * continuous play (docs/rules/responsible-play.md, The play reminder). Play is continuous while a game page stays open; a pause longer than
 * SESSION_GAP_MS without one starts a new session.
 */
export interface PlaySession {
  startedAt: number;
  lastSeenAt: number;
  /** Reminders shown (or dismissed) so far: the next is due at startedAt + (reminders + 1) * 30 min. */
  reminders: number;
}

export const REMINDER_EVERY_MS = 30 * 60_000;
export const SESSION_GAP_MS = 15 * 60_000;
export const SESSION_KEY = 'prize-wheel.play-session';

/** The session a game page opened at `now` continues, or a new one when none is recent. */
export function continueSession(stored: PlaySession | null, now: number): PlaySession {
  if (!stored || now - stored.lastSeenAt > SESSION_GAP_MS || stored.startedAt > now) {
    return { startedAt: now, lastSeenAt: now, reminders: 0 };
  }
  return { ...stored, lastSeenAt: now };
}

/** When the next reminder is due. */
export const nextReminderAt = (s: PlaySession) => s.startedAt + (s.reminders + 1) * REMINDER_EVERY_MS;

/** The session once the reminder due at `now` was seen: the next one comes 30 minutes after it. */
export function remindedAt(s: PlaySession, now: number): PlaySession {
  return {
    ...s,
    lastSeenAt: now,
    reminders: Math.max(s.reminders + 1, Math.floor((now - s.startedAt) / REMINDER_EVERY_MS)),
  };
}

/** 'an hour and 5 minutes', '30 minutes'. */
export function playedFor(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const m = `${rest} minute${rest === 1 ? '' : 's'}`;
  if (hours === 0) return m;
  const h = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest === 0 ? h : `${h} and ${m}`;
}

export function parseSession(text: string | null): PlaySession | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { startedAt, lastSeenAt, reminders } = value as Record<string, unknown>;
    if (typeof startedAt !== 'number' || typeof lastSeenAt !== 'number' || typeof reminders !== 'number')
      return null;
    return { startedAt, lastSeenAt, reminders };
  } catch {
    return null;
  }
}
