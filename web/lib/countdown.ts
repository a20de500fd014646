import { useEffect, useState } from 'react';
import { useHydrated } from './hydrated';

export interface Countdown {
  isExpired: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownTo(end: string | Date | null | undefined, now: number): Countdown {
  const endMs = end ? new Date(end).getTime() : Number.NaN;
  const left = Number.isNaN(endMs) ? 0 : Math.max(0, endMs - now);
  const totalSeconds = Math.floor(left / 1000);
  return {
    isExpired: left <= 0,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** The lobby's short form: days and hours, or hours and minutes, or minutes only. */
export function shortCountdown(countdown: Countdown): string {
  if (countdown.isExpired) return 'Ended';
  if (countdown.days > 0) return `${countdown.days}d ${countdown.hours}h`;
  if (countdown.hours > 0) return `${countdown.hours}h ${countdown.minutes}m`;
  return `${Math.max(1, countdown.minutes)}m`;
}

/** The live draw's clock: mm:ss, h:mm:ss past an hour, with the days in front past a day. */
export function clockCountdown(countdown: Countdown): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const { days, hours, minutes, seconds } = countdown;
  if (days === 0 && hours === 0) return `${two(minutes)}:${two(seconds)}`;
  const clock = `${hours}:${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The current time, refreshed every `intervalMs` (one timer per caller, no per-frame work). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * useNow for what a page the server rendered shows: null on the server and while React hydrates (the
 * server's moment, rendered earlier, is not the browser's), the current time from the render after.
 */
export function useClock(intervalMs: number): number | null {
  const now = useNow(intervalMs);
  return useHydrated() ? now : null;
}

/** Whether `iso` lies in the past; flips by itself when that moment arrives. */
export function useHasPassed(iso: string | null | undefined): boolean {
  const at = iso ? new Date(iso).getTime() : Number.NaN;
  const [passed, setPassed] = useState(() => !Number.isNaN(at) && at <= Date.now());
  useEffect(() => {
    if (Number.isNaN(at)) return;
    const wait = at - Date.now();
    if (wait <= 0) {
      setPassed(true);
      return;
    }
    setPassed(false);
    // setTimeout holds at most ~24.8 days; a longer wait re-arms when the hook re-renders.
    const timer = window.setTimeout(() => setPassed(true), Math.min(wait, 2_147_483_647));
    return () => window.clearTimeout(timer);
  }, [at]);
  return passed;
}
