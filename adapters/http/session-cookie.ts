import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { PLAYER_SESSION_DAYS } from '../../application/accounts/log-in';

const MAX_AGE_SECONDS = PLAYER_SESSION_DAYS * 86_400;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * How a session cookie is named and flagged (hono/cookie): `__Host-` and Secure behind HTTPS,
 * HttpOnly, SameSite=Lax. The player's is `pw_session` for 30 days; the administrator's is
 * `pw_admin_session` (SessionCookie.admin), a browser-session cookie whose idle timeout the server keeps.
 */
export class SessionCookie {
  readonly name: string;
  private readonly options: CookieOptions;

  constructor(
    secure: boolean,
    kind: { name: string; maxAgeSeconds: number | null } = {
      name: 'pw_session',
      maxAgeSeconds: MAX_AGE_SECONDS,
    },
  ) {
    this.name = secure ? `__Host-${kind.name}` : kind.name;
    this.maxAgeSeconds = kind.maxAgeSeconds;
    this.options = { path: '/', httpOnly: true, sameSite: 'Lax', secure };
  }

  private readonly maxAgeSeconds: number | null;

  static admin(secure: boolean): SessionCookie {
    return new SessionCookie(secure, { name: 'pw_admin_session', maxAgeSeconds: null });
  }

  /** The session token in the request's Cookie header, or null when absent or malformed. */
  read(c: Context): string | null {
    const value = getCookie(c, this.name);
    return value !== undefined && TOKEN.test(value) ? value : null;
  }

  /** A Set-Cookie value holding the token (the player's for 30 days, sent again on sliding renewals). */
  issue(token: string): string {
    const maxAge = this.maxAgeSeconds === null ? {} : { maxAge: this.maxAgeSeconds };
    return generateCookie(this.name, token, { ...this.options, ...maxAge });
  }

  /** A Set-Cookie value that makes the browser forget the session. */
  clear(): string {
    return generateCookie(this.name, '', { ...this.options, maxAge: 0 });
  }
}
