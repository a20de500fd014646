import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { GameInput } from '../../../domain/games/game';
import type { TestServer } from '../../support/test-server';
import { workerBrowser } from './browser';
import { startE2eServer } from './e2e-server';
import { closeLeftContexts, keepOnClose, keptPage } from './page-pool';

/** The real server with the client, and the worker's Chromium, shared by a journey file's tests. */
export interface BrowserWorld {
  server: TestServer;
  browser: Browser;
}

/**
 * Starts the server and gets the worker's Chromium (browser.ts) before the file's tests; after them, closes
 * the server and the contexts the file left open. The returned object is filled in by then: read
 * `world.server` and `world.browser` inside tests and hooks.
 */
export function useBrowserWorld(startTimeoutMs = 120_000): BrowserWorld {
  const world = {} as BrowserWorld;
  beforeAll(async () => {
    [world.server, world.browser] = await Promise.all([startE2eServer(), workerBrowser()]);
  }, startTimeoutMs);
  afterAll(async () => {
    await closeLeftContexts(world.browser);
    await world.server?.close();
  });
  return world;
}

/**
 * How much faster than real time the journeys' pages run their animations (the DevTools protocol's
 * animation playback rate): the wheel's 8-second spin takes 0.8 s and confetti falls as fast, while
 * the page still animates and acts when each animation ends, exactly as at full length. Timers in the
 * page's code keep real time.
 */
const ANIMATION_RATE = 10;

/**
 * A browser context of its own (no cookies or storage of another test) with the given options (a
 * viewport...), and its page, whose animations run at ANIMATION_RATE. A context an earlier test of the
 * file closed is used again when it could be made as new (tests/e2e/support/page-pool.ts).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const kept = await keptPage(browser, options);
  if (kept) return kept;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: ANIMATION_RATE });
  keepOnClose(browser, options, { context, page }, cdp);
  return { context, page };
}

/** A live game created through the use case, as an administrator would; its id. */
export async function aLiveGame(server: TestServer, input: GameInput): Promise<number> {
  const game = await server.useCases.createGame.execute(input);
  if (!game.ok) throw new Error(game.error.message);
  return game.value.id;
}
