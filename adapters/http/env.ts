import type { Authenticated } from '../../application/accounts/authenticate';
import type { AuthenticatedAdmin } from '../../application/admin/authenticate-admin';
import type { Logger } from '../../application/shared/ports/logger';
import type { DomainError } from '../../domain/shared/errors';

/** The session a request carries, looked up at most once and only when a route asks. */
interface RequestAuth {
  /** The raw token from the session cookie, if any. */
  token: string | null;
  session(): Promise<Authenticated | null>;
}

/** The administrator session a request carries (its own cookie), looked up at most once. */
interface AdminRequestAuth {
  /** The raw token from the administrator cookie, if any. */
  token: string | null;
  session(): Promise<AuthenticatedAdmin | null>;
  /** Why `session()` answered null although a session may exist (an address off the whitelist). */
  refusal(): DomainError | null;
}

/** Records the caller as a viewer of games, best effort (middleware/presence.ts). */
export type Viewing = (gameIds: readonly number[]) => Promise<void>;

/** The administrator behind `adminOnly` (middleware/admin-only.ts). */
export interface AdminIdentity {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface HttpEnv {
  Variables: {
    auth: RequestAuth;
    adminAuth: AdminRequestAuth;
    /**
     * The signed-in administrator: set by `adminOnly`, so read it only in routes behind it (it is
     * undefined elsewhere).
     */
    admin: AdminIdentity;
    /** The client's IP address (middleware/client-ip.ts); null when unknown. */
    clientIp: string | null;
    /** The request's id (middleware/request-log.ts), echoed in the X-Request-Id answer header. */
    requestId: string;
    /** The logger of this request: every line carries its requestId. */
    log: Logger;
    /**
     * Records the request's signed-in player as a viewer of these games ('Live Players'), called by
     * the game reads once they succeeded (middleware/presence.ts); best effort, never fails.
     */
    viewing?: Viewing;
    /**
     * The route label of a request its router names itself (the tRPC handler: the procedure tRPC
     * read, `/trpc/(batch)`, `/trpc/(unknown)`), for middleware/request-metrics.ts.
     */
    routeLabel?: string;
  };
}

/** Routes behind `requirePlayer` see the signed-in player. */
export interface PlayerEnv {
  Variables: HttpEnv['Variables'] & {
    player: Authenticated;
  };
}
