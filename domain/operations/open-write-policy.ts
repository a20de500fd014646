/**
 * Writes anyone may make, with or without a session (registering an account, the contact form,
 * 'Get Notified', asking for a password reset), each create a row or send an e-mail: they are
 * counted per client address, whoever asks, in fixed windows of this length.
 */
export const OPEN_WRITE_WINDOW_MS = 60_000;

/** The scope of their counters beside the sign-in throttle's. */
export const OPEN_WRITE_SCOPE = 'open-writes';

/** Whole seconds until a window that started at `windowStart` is over (at least 1). */
export const secondsLeftOf = (windowStart: Date, now: Date, windowMs = OPEN_WRITE_WINDOW_MS): number =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));

export const tooManyWritesMessage = (retryAfterSeconds: number) =>
  `Too many requests from your address. Try again in ${retryAfterSeconds} seconds.`;
