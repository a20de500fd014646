import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser journeys can run. Without Chromium they are skipped with a loud warning,
 * unless E2E=required (CI), where a missing browser fails the run.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const message = `Chromium not found at ${CHROMIUM_PATH}: browser journeys cannot run (apt-get install chromium)`;
  if (process.env.E2E === 'required') throw new Error(`${message}; E2E=required`);
  console.warn(`\n!!! ${message}. SKIPPING THE E2E SUITE. !!!\n`);
  return false;
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, shared by the journey files the worker runs one after another (`isolate: false`
 * keeps this module, and the contexts page-pool.ts keeps, from one file to the next) instead of one
 * launched and closed per file. Launched again when it is gone (an earlier file crashed or closed it).
 * Playwright kills it when the worker's process exits; a file closes only the contexts it left open
 * (closeLeftContexts in page-pool.ts).
 */
export async function workerBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launch();
  return shared;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
