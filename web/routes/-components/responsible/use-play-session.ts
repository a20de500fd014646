import { useCallback, useEffect, useState } from 'react';
import {
  continueSession,
  nextReminderAt,
  type PlaySession,
  parseSession,
  remindedAt,
  SESSION_KEY,
} from './play-session';

const HEARTBEAT_MS = 60_000;

function load(): PlaySession | null {
  try {
    return parseSession(window.sessionStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

function store(session: PlaySession | null): void {
  try {
    if (session) window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage refused (private mode): the session lives only as long as the page.
  }
}

/** The play session while a game page is open, and whether its 30-minute reminder is due. */
export function usePlaySession(enabled: boolean) {
  const [session, setSession] = useState<PlaySession | null>(null);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const started = continueSession(load(), Date.now());
    store(started);
    setSession(started);
    const beat = window.setInterval(() => {
      const current = load();
      if (current) store({ ...current, lastSeenAt: Date.now() });
    }, HEARTBEAT_MS);
    return () => window.clearInterval(beat);
  }, [enabled]);

  useEffect(() => {
    if (!session) return;
    const wait = Math.max(0, nextReminderAt(session) - Date.now());
    const timer = window.setTimeout(() => setDue(true), wait);
    return () => window.clearTimeout(timer);
  }, [session]);

  const keepPlaying = useCallback(() => {
    const next = remindedAt(load() ?? session ?? continueSession(null, Date.now()), Date.now());
    store(next);
    setDue(false);
    setSession(next);
  }, [session]);

  const stop = useCallback(() => {
    store(null);
    setDue(false);
  }, []);

  return { session, due, keepPlaying, stop };
}
