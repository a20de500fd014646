import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { DrainState } from '../../application/operations/ports/drain-state';
import type { Clock } from '../../application/shared/ports/clock';
import type { Logger } from '../../application/shared/ports/logger';
import type { UseCases } from '../wiring/use-cases';
import { serveClient } from './client-files';
import { isDatabaseUnavailable } from './database-unavailable';
import { declaredEndpoints } from './endpoints';
import { restRoutes } from './endpoints/to-rest';
import type { HttpEnv } from './env';
import { DATABASE_UNAVAILABLE, errorBody, INTERNAL_ERROR } from './error-status';
import { gameAnswers } from './game-answers';
import { LiveStreams } from './live-streams';
import { adminOnly } from './middleware/admin-only';
import { adminSessionMiddleware } from './middleware/admin-session';
import { clientIp } from './middleware/client-ip';
import { refuseWhileDraining } from './middleware/drain';
import { noNulCharacters } from './middleware/no-nul';
import { presenceMiddleware } from './middleware/presence';
import { requestBody } from './middleware/request-body';
import { type RequestRecorder, requestCount } from './middleware/request-count';
import { requestGuard } from './middleware/request-guard';
import { requestLog } from './middleware/request-log';
import { type RequestMetrics, requestMetrics } from './middleware/request-metrics';
import { cacheControl, type SecurityHeaderOptions, securityHeaders } from './middleware/security-headers';
import { serverTiming } from './middleware/server-timing';
import { sessionMiddleware } from './middleware/session';
import { publicReads } from './public-reads';
import { type NodeReads, nodePublicReads } from './public-reads-node';
import { adminAnalyticsRoutes } from './rest/admin-analytics-routes';
import { adminUsersRoutes } from './rest/admin-users-routes';
import { auditPackRoutes } from './rest/audit-pack-routes';
import { gameRoutes } from './rest/game-routes';
import { healthRoutes } from './rest/health-routes';
import { mailRoutes, ONE_CLICK_UNSUBSCRIBE_PATH } from './rest/mail-routes';
import { metricsRoutes } from './rest/metrics-routes';
import { openApiRoutes } from './rest/openapi-route';
import { paidSpinRoutes } from './rest/paid-spin-routes';
import { fail } from './rest/respond';
import { winnerClaimRoutes } from './rest/winner-claim-routes';
import { SessionCookie } from './session-cookie';
import { trpcHandler } from './trpc-handler';

export interface HttpDeps {
  useCases: UseCases;
  clock: Clock;
  /** Errors caught at the edge go here, each line with its request's id. */
  logger: Logger;
  /** Counts every API answer for the System tab's request and error rates (per process). */
  requestCounter?: RequestRecorder;
  /** Prometheus: each answer's latency, and the scrape of GET /metrics. */
  metrics?: RequestMetrics;
  /** Set when the process is asked to stop: new requests get 503 (middleware/drain.ts). */
  drain?: DrainState;
  /** The open event streams, ended with a retry hint when the process drains. */
  liveStreams?: LiveStreams;
  config: {
    /** The site's public origin: the one origin the CSRF check trusts (besides devOrigin). */
    publicUrl: string;
    /** The Vite dev server's origin under `npm run dev`, else null. */
    devOrigin?: string | null;
    /** HTTPS: the session cookie becomes `__Host-pw_session` with Secure. */
    secureCookies: boolean;
    /** The built client (dist/client), or null to serve the API only. */
    clientDir: string | null;
    /** TRUST_PROXY: take the client IP from X-Forwarded-For (one reverse proxy of ours in front). */
    trustProxy?: boolean;
    /** Extra CSP sources, e.g. Square's payment script when Square is configured. */
    csp?: Omit<SecurityHeaderOptions, 'secure'>;
    /** METRICS_TOKEN: the bearer token of GET /metrics; null turns the route off (404). */
    metricsToken?: string | null;
  };
}

const KB = 1024;
const BODY_LIMIT = 64 * KB;
/** An administrator's game forms carry a prize image (2 MB, base64-encoded). */
const ADMIN_BODY_LIMIT = 3 * KB * KB;

/**
 * Who asks decides how much may be sent, never the path: the signed-in administrator's requests
 * (middleware/admin-session.ts, the session the admin routes then use) up to 3 MB, everyone's else
 * 64 KB, so no spelling of a path raises a stranger's allowance.
 */
async function bodyLimitOf(c: Context<HttpEnv>): Promise<number> {
  const admin = c.var.adminAuth;
  return admin?.token && (await admin.session()) ? ADMIN_BODY_LIMIT : BODY_LIMIT;
}

const ADMIN_AREAS = [
  '/api/admin/games',
  '/api/admin/games/*',
  '/api/admin/winners',
  '/api/admin/winners/*',
  '/api/admin/users',
  '/api/admin/users/*',
  '/api/admin/activity',
  '/api/admin/mail',
  '/api/admin/mail/*',
  '/api/admin/test-email',
  '/api/admin/claims',
  '/api/admin/claims/*',
];

/** The shared reads the Node listener answers before the site (public-reads-node.ts). */
export function createPublicReads(deps: HttpDeps): NodeReads {
  return nodePublicReads({
    answers: gameAnswers(deps.useCases),
    logger: deps.logger,
    requestCounter: deps.requestCounter,
    metrics: deps.metrics,
    drain: deps.drain,
    securityHeaders: securityHeaders({ secure: deps.config.secureCookies, ...deps.config.csp }),
  });
}

/** The whole site: security middleware, REST under /api, tRPC under /trpc, and the client. */
export function createHttpApp(deps: HttpDeps): Hono<HttpEnv> {
  const { useCases, config } = deps;
  const cookie = new SessionCookie(config.secureCookies);
  const adminCookie = SessionCookie.admin(config.secureCookies);
  const app = new Hono<HttpEnv>();
  const answers = gameAnswers(useCases);
  const headers = securityHeaders({ secure: config.secureCookies, ...config.csp });

  // First, so they cover the shared reads' fast path too: the drain's refusal, then the timing.
  app.use('*', serverTiming);
  if (deps.drain) app.use('*', refuseWhileDraining(deps.drain, headers));
  if (deps.metrics) app.use('*', requestMetrics(deps.metrics));
  // Before the chain: anonymous shared reads answered at once (public-reads.ts); others go on.
  app.route(
    '/',
    publicReads({
      answers,
      logger: deps.logger,
      requestCounter: deps.requestCounter,
      securityHeaders: headers,
    }),
  );
  app.use('*', requestLog(deps.logger));
  if (deps.requestCounter) {
    app.use('/api/*', requestCount(deps.requestCounter));
    app.use('/trpc/*', requestCount(deps.requestCounter));
  }
  app.use('*', headers);
  app.use('*', cacheControl);
  app.use(
    '*',
    requestGuard([config.publicUrl, ...(config.devOrigin ? [config.devOrigin] : [])], {
      capabilityPaths: [ONE_CLICK_UNSUBSCRIBE_PATH],
    }),
  );
  // Who asks (lazily: nothing is looked up yet), before the body is read.
  for (const path of ['/api/*', '/trpc/*']) {
    app.use(path, clientIp(config.trustProxy ?? false));
    app.use(path, sessionMiddleware(useCases, cookie));
    app.use(path, adminSessionMiddleware(useCases, adminCookie));
  }
  const tooLarge = (c: Context) =>
    fail(c, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
  app.use('*', requestBody(bodyLimitOf, tooLarge));
  for (const path of ['/api/*', '/trpc/*']) {
    app.use(path, noNulCharacters);
    app.use(path, presenceMiddleware(useCases));
  }

  // The back office's collections refuse strangers whatever the path below them (no probing for routes).
  for (const path of ADMIN_AREAS) app.use(path, adminOnly);
  // Hand-written routes first (rest/): their HTTP shapes are special; then every declared endpoint.
  app.route('/api/games', gameRoutes(useCases, answers)).route('/api', paidSpinRoutes(useCases));
  app.route('/api', mailRoutes(useCases)).route('/api', healthRoutes(useCases));
  app.route('/api', adminUsersRoutes(useCases)).route('/api', adminAnalyticsRoutes(useCases));
  app.route('/api', winnerClaimRoutes(useCases, answers)).route('/api', auditPackRoutes(useCases));
  app.route('/api', openApiRoutes());
  const endpoints = declaredEndpoints.map(({ endpoint }) => endpoint);
  app.route('/', restRoutes(endpoints, { useCases, cookies: { player: cookie, admin: adminCookie } }));
  const liveStreams = deps.liveStreams ?? new LiveStreams();
  app.all('/trpc/*', trpcHandler(useCases, { player: cookie, admin: adminCookie }, liveStreams));

  if (deps.metrics) app.route('/', metricsRoutes(deps.metrics, config.metricsToken ?? null));
  if (config.clientDir) {
    serveClient(app, config.clientDir, {
      runTimeValues: async () => ({
        sponsor: useCases.getSponsor.execute(),
        contact: useCases.getContactDetails.execute(),
        signUp: await useCases.getSignUpRules.execute(),
      }),
      gameState: async (id) => {
        const [game, availableNumbers, recentNumbers] = await Promise.all([
          answers.game(id),
          answers.availableNumbers(id),
          answers.recentNumbers(id),
        ]);
        return game.ok && availableNumbers.ok && recentNumbers.ok
          ? { game: game.value, availableNumbers: availableNumbers.value, recentNumbers: recentNumbers.value }
          : null;
      },
    });
  }

  app.notFound((c) => fail(c, { code: 'NOT_FOUND', message: 'Not found' }));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      // hono/validator's 'Malformed JSON in request body' and the like.
      return c.json(
        errorBody({ code: 'INVALID_INPUT', message: error.message, field: 'body' }),
        error.status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      c.var.log.warn({ err: error, method: c.req.method, path: c.req.path }, 'database unavailable');
      return fail(c, DATABASE_UNAVAILABLE);
    }
    c.var.log.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json(errorBody(INTERNAL_ERROR), 500);
  });
  return app;
}
