import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { PLAYER_SESSION_DAYS } from '../../application/log-in';

const MAX_AGE_SECONDS = PLAYER_SESSION_DAYS * 86_400;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/** How the player's session cookie is named and flagged (hono/cookie): `__Host-` and Secure behind HTTPS. */
export class SessionCookie {
  readonly name: string;
  private readonly options: CookieOptions;

  constructor(secure: boolean) {
    this.name = secure ? '__Host-pw_session' : 'pw_session';
    this.options = { path: '/', httpOnly: true, sameSite: 'Lax', secure };
  }

  /** The session token in the request's Cookie header, or null when absent or malformed. */
  read(c: Context): string | null {
    const value = getCookie(c, this.name);
    return value !== undefined && TOKEN.test(value) ? value : null;
  }

  /** A Set-Cookie value holding the token for 30 days (sent again on sliding renewals). */
  issue(token: string): string {
    return generateCookie(this.name, token, { ...this.options, maxAge: MAX_AGE_SECONDS });
  }

  /** A Set-Cookie value that makes the browser forget the session. */
  clear(): string {
    return generateCookie(this.name, '', { ...this.options, maxAge: 0 });
  }
}
