import { PLAYER_SESSION_DAYS } from '../../application/log-in';

const MAX_AGE_SECONDS = PLAYER_SESSION_DAYS * 86_400;

/** How the player's session cookie is named and flagged: `__Host-` and Secure behind HTTPS. */
export class SessionCookie {
  readonly name: string;

  constructor(private readonly secure: boolean) {
    this.name = secure ? '__Host-pw_session' : 'pw_session';
  }

  /** The token in a Cookie request header, or null. */
  read(cookieHeader: string | undefined | null): string | null {
    if (!cookieHeader) return null;
    for (const pair of cookieHeader.split(';')) {
      const at = pair.indexOf('=');
      if (at < 0 || pair.slice(0, at).trim() !== this.name) continue;
      const value = pair.slice(at + 1).trim();
      return /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;
    }
    return null;
  }

  /** A Set-Cookie value holding the token for 30 days (sent again on sliding renewals). */
  issue(token: string): string {
    return this.serialize(token, MAX_AGE_SECONDS);
  }

  /** A Set-Cookie value that makes the browser forget the session. */
  clear(): string {
    return this.serialize('', 0);
  }

  private serialize(value: string, maxAge: number): string {
    const flags = [`${this.name}=${value}`, `Max-Age=${maxAge}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
    if (this.secure) flags.push('Secure');
    return flags.join('; ');
  }
}
