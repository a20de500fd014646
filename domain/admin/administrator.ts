/**
 * The back office's administrator (docs/rules/back-office.md, Administrators): an account of its own,
 * apart from the players', with its own sessions and cookie.
 */
export interface Administrator {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type NewAdministrator = Omit<Administrator, 'id'> & { passwordHash: string };

/** The names an administrator ensured from the environment starts with (the header shows firstName). */
export const DEFAULT_ADMIN_NAMES = { firstName: 'Admin', lastName: 'Administrator' } as const;

/** The demo administrator's e-mail (demo mode without ADMIN_EMAIL/ADMIN_PASSWORD). */
export const DEMO_ADMIN_EMAIL = 'admin@prizewheel.test';

export const ADMIN_LOGIN_MISSING_MESSAGE = 'Please enter both email and password';

/**
 * An administrator session ends after `timeoutMinutes` without a request (the 'session timeout'
 * setting); every request starts the idle time over. Sessions last seen at or before this are over.
 */
export const idleCutoff = (now: Date, timeoutMinutes: number): Date =>
  new Date(now.getTime() - timeoutMinutes * 60_000);
