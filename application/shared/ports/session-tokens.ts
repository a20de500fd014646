export interface IssuedToken {
  /** Sent to the browser once, in the cookie. */
  token: string;
  /** What the session store keeps (SHA-256, hex). */
  tokenHash: string;
}

/** Random 256-bit session tokens and their hashes. */
export interface SessionTokens {
  issue(): IssuedToken;
  hash(token: string): string;
}
