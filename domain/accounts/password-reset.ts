/** A password reset link works once, for 30 minutes. */
export const RESET_LINK_TTL_MS = 30 * 60_000;
/** Reset requests per e-mail address, and per client address, in one 15-minute window. */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_WINDOW_MS = 15 * 60_000;

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that address, we have sent it a link to reset the password. The link works for 30 minutes.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many reset requests. Please try again in 15 minutes.';
export const INVALID_RESET_LINK_MESSAGE =
  'This reset link is invalid, used or expired. Please ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';
