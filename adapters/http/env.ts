import type { Authenticated } from '../../application/authenticate';
import type { Logger } from '../../application/ports/logger';

/** The session a request carries, looked up at most once and only when a route asks. */
export interface RequestAuth {
  /** The raw token from the session cookie, if any. */
  token: string | null;
  session(): Promise<Authenticated | null>;
}

export interface HttpEnv {
  Variables: {
    auth: RequestAuth;
    /** The client's IP address (middleware/client-ip.ts); null when unknown. */
    clientIp: string | null;
    /** The request's id (middleware/request-log.ts), echoed in the X-Request-Id answer header. */
    requestId: string;
    /** The logger of this request: every line carries its requestId. */
    log: Logger;
  };
}

/** Routes behind `requirePlayer` see the signed-in player. */
export interface PlayerEnv {
  Variables: HttpEnv['Variables'] & {
    player: Authenticated;
  };
}
