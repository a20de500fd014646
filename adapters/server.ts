import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Container } from 'inversify';
import type { AppConfig } from './config';
import { buildContainer, type Overrides, resolveUseCases } from './container';
import { seedDemoData } from './demo/seed-demo-data';
import { createHttpApp } from './http/app';
import { cardFormCsp } from './payments-config';
import { type OpenPersistence, openPersistence } from './persistence';
import { startReconcilerLoop } from './reconciler-loop';
import { SystemClock } from './system/system-clock';
import { TOKENS } from './tokens';
import type { UseCases } from './use-cases';

export interface RunningServer {
  url: string;
  container: Container;
  useCases: UseCases;
  databaseKind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds demo data when asked, and serves the site. */
export async function startServer(
  config: AppConfig,
  options: { overrides?: Overrides; persistence?: OpenPersistence } = {},
): Promise<RunningServer> {
  const persistence = options.persistence ?? (await openPersistence(config));
  const overrides = options.overrides ?? {};
  try {
    const container = buildContainer(config, persistence, overrides);
    const useCases = resolveUseCases(container);
    if (config.demoData) await seedDemoData(container.get(TOKENS.repositories).games, useCases.createGame);
    const app = createHttpApp({
      useCases,
      clock: new SystemClock(),
      config: {
        publicUrl: config.publicUrl,
        secureCookies: config.publicUrl.startsWith('https://'),
        clientDir: config.clientDir,
        trustProxy: config.trustProxy,
        csp: cardFormCsp(config.payments),
      },
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(listening),
      );
    });
    const { port } = server.address() as AddressInfo;
    // Settles charges whose outcome a request could not learn, and releases expired holds.
    const reconciler = startReconcilerLoop(useCases.reconcilePayments, config.payments.reconcileIntervalMs);
    return {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
      container,
      useCases,
      databaseKind: persistence.kind,
      close: async () => {
        await reconciler.stop();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await persistence.close();
      },
    };
  } catch (error) {
    await persistence.close();
    throw error;
  }
}
