import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Container } from 'inversify';
import { EnsureAdministrator } from '../application/admin/ensure-administrator';
import { SealTwoFactorAtRest } from '../application/admin/seal-two-factor-at-rest';
import type { AdminCredentials, AppConfig } from './config/app-config';
import { cardFormCsp } from './config/payments-config';
import { seedDemoData } from './demo/seed-demo-data';
import { addAcceptHandles } from './http/accept-handles';
import { createHttpApp, createPublicReads } from './http/app';
import type { HttpEnv } from './http/env';
import { LiveStreams } from './http/live-streams';
import type { NodeReads } from './http/public-reads-node';
import { startClaimsLoop } from './loops/claims-loop';
import { startClosingLoop } from './loops/closing-loop';
import { startMailLoop } from './loops/mail-loop';
import { startReconcilerLoop } from './loops/reconciler-loop';
import type { OpenPersistence } from './persistence/persistence';
import { openPersistence } from './postgres/persistence';
import { keptDataKey } from './security/data-key';
import { ensureAdminAtStart } from './start-up/admin-at-start';
import { sealTwoFactorAtStart } from './start-up/seal-two-factor-at-start';
import { BACK_OFFICE_TOKENS } from './wiring/back-office/tokens';
import { buildContainer, type Overrides, resolveUseCases } from './wiring/container';
import { MAIL_TOKENS } from './wiring/mail/tokens';
import { OPERATIONS_TOKENS } from './wiring/operations/tokens';
import { SHARED_TOKENS } from './wiring/shared/tokens';
import type { UseCases } from './wiring/use-cases';

export interface RunningServer {
  url: string;
  /** The public origin the server trusts (PUBLIC_URL; its port 0 replaced by the bound port). */
  publicUrl: string;
  container: Container;
  useCases: UseCases;
  databaseKind: 'postgres' | 'pglite';
  /** The demo administrator's sign-in, made at this start (demo mode without ADMIN_EMAIL), else null. */
  demoAdmin: AdminCredentials | null;
  /**
   * Drains, then closes: readiness turns 503 and new requests get 503 (the proxy sends them to
   * another process), the listener stops accepting, live streams end with a retry hint, and the
   * requests, payments and mail sends under way finish (connections still open after
   * DRAIN_DEADLINE_MS are cut); then the database closes.
   */
  close(): Promise<void>;
}

/** Connections the kernel may queue for the server (capped by the system's somaxconn). */
const LISTEN_BACKLOG = 4_096;

/**
 * Handles on the listening socket besides the server's own: Node 20 accepts one connection per
 * handle per turn of the event loop (adapters/http/accept-handles.ts), so eight accept eight a turn.
 */
const EXTRA_ACCEPT_HANDLES = 7;

/**
 * How long an idle kept-alive connection stays open: past nginx's 60 s for its kept upstream
 * connections (its default; deploy/nginx.conf keeps 32), so the proxy never sends a request on a connection this server is
 * closing, and a player's browser spins on the connection its page opened instead of queueing a new one
 * for accept (Node's default is 5 s). A draining server closes idle connections at once.
 */
const KEEP_ALIVE_MS = 65_000;

/** How long a draining process waits for the requests under way before it cuts their connections. */
const DRAIN_DEADLINE_MS = 8_000;

/** Opens the database, applies migrations, seeds demo data when asked, and serves the site. */
export async function startServer(
  config: AppConfig,
  options: {
    overrides?: Overrides;
    persistence?: OpenPersistence;
    /**
     * Extra accept handles (EXTRA_ACCEPT_HANDLES unless given): 0 for the tests' in-process servers,
     * which meet no rush, and whose every start would otherwise spawn the helper process (~50 ms CPU).
     */
    extraAcceptHandles?: number;
  } = {},
): Promise<RunningServer> {
  const persistence = options.persistence ?? (await openPersistence(config));
  const overrides = options.overrides ?? {};
  try {
    const dataKey = config.dataKey ?? (await keptDataKey(config.dataDir));
    const container = buildContainer({ ...config, dataKey }, persistence, overrides);
    const useCases = resolveUseCases(container);
    // Listening before serving: a page's stream hears every change committed after it opened.
    await persistence.gameChanges.start();
    const logger = container.get(SHARED_TOKENS.logger);
    await sealTwoFactorAtStart(container.get(SealTwoFactorAtRest), logger);
    const { demo } = await ensureAdminAtStart(config, container.get(EnsureAdministrator));
    if (config.demoData)
      await seedDemoData(container.get(SHARED_TOKENS.repositories).games, useCases.createGame);
    let app: Hono<HttpEnv> | null = null;
    // The anonymous shared reads are answered before Hono builds a request (public-reads-node.ts).
    let reads: NodeReads | null = null;
    const server = await new Promise<Server>((resolve) => {
      const fetch = (request: Request, env: unknown) =>
        app ? app.fetch(request, env) : new Response(null, { status: 503 });
      const site = getRequestListener(fetch, { hostname: config.host });
      const listening = createServer((req, res) => {
        if (!reads?.(req, res, site)) site(req, res);
      });
      listening.keepAliveTimeout = KEEP_ALIVE_MS;
      // A rush opens thousands of connections in seconds: while the event loop is busy they wait in
      // the kernel's queue (Node's default of 511 overflowed: refused or reset connections).
      listening.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () =>
        resolve(listening),
      );
    });
    const acceptHandles = await addAcceptHandles(
      server,
      options.extraAcceptHandles ?? EXTRA_ACCEPT_HANDLES,
      LISTEN_BACKLOG,
    );
    const { port } = server.address() as AddressInfo;
    const publicUrl = withBoundPort(config.publicUrl, port);
    container.get(MAIL_TOKENS.links).setBase(publicUrl);
    // The System tab's event-loop delay covers the process from its start.
    container.get(BACK_OFFICE_TOKENS.runtimeMetrics).start();
    const drain = container.get(OPERATIONS_TOKENS.drain);
    const liveStreams = new LiveStreams();
    const httpDeps = {
      useCases,
      clock: container.get(SHARED_TOKENS.clock),
      logger,
      requestCounter: container.get(BACK_OFFICE_TOKENS.requestCounter),
      metrics: container.get(OPERATIONS_TOKENS.metrics),
      drain,
      liveStreams,
      config: {
        publicUrl,
        devOrigin: config.devOrigin,
        secureCookies: publicUrl.startsWith('https://'),
        clientDir: config.clientDir,
        trustProxy: config.trustProxy,
        csp: cardFormCsp(config.payments),
        metricsToken: config.metricsToken,
      },
    };
    app = createHttpApp(httpDeps);
    reads = createPublicReads(httpDeps);
    // Settles charges whose outcome a request could not learn, and releases expired holds.
    const reconciler = startReconcilerLoop(
      useCases.reconcilePayments,
      config.payments.reconcileIntervalMs,
      logger.child({ component: 'reconciler' }),
    );
    // Sends the outbox's e-mails (or keeps them, without SMTP_URL), with retries.
    const mail = startMailLoop(
      useCases.dispatchMail,
      config.mail.dispatchIntervalMs,
      logger.child({ component: 'mail' }),
    );
    // Closes ended or sold-out games once, and draws them with the 'automaticDraw' setting on.
    const closing = startClosingLoop(
      useCases.closeGames,
      config.mail.closingIntervalMs,
      logger.child({ component: 'closing' }),
    );
    // Sends the claim window's reminders and forfeits unanswered claims, on the closing loop's beat.
    const claims = startClaimsLoop(
      useCases.runClaimDeadlines,
      config.mail.closingIntervalMs,
      logger.child({ component: 'claims' }),
    );
    return {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
      publicUrl,
      container,
      useCases,
      databaseKind: persistence.kind,
      demoAdmin: demo,
      close: async () => {
        drain.start();
        const http = server;
        const closed = Promise.all(
          [http, ...acceptHandles].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
        );
        // Open streams end at once (with their retry hint), or the server would wait for pages that
        // never leave; a connection whose last answer went out is closed as soon as it is idle.
        liveStreams.closeAll();
        useCases.liveUpdates.close();
        const sweep = setInterval(() => http.closeIdleConnections(), 50);
        const deadline = setTimeout(() => http.closeAllConnections(), DRAIN_DEADLINE_MS);
        try {
          await Promise.all([closed, reconciler.stop(), mail.stop(), closing.stop(), claims.stop()]);
        } finally {
          clearInterval(sweep);
          clearTimeout(deadline);
        }
        // The streams ended above: their leases' releases finish, and none is renewed any more.
        await useCases.liveStreamSlots.close();
        await persistence.gameChanges.close();
        await persistence.close();
      },
    };
  } catch (error) {
    await persistence.close();
    throw error;
  }
}

/** PORT=0 asks for any free port: a public URL on port 0 means the port the server got. */
function withBoundPort(publicUrl: string, port: number): string {
  const url = new URL(publicUrl);
  if (url.port !== '0') return publicUrl;
  url.port = String(port);
  return url.origin;
}
