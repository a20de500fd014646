import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/**
 * The run's one Chromium, started by the global set-up: launching it for each journey file cost a
 * second or more of CPU each. Returns null when Chromium is not installed.
 */
export async function startBrowserServer(): Promise<BrowserServer | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  return chromium.launchServer({
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

/**
 * A connection of this journey file to the run's Chromium. Its contexts are the file's own (cookies,
 * storage), and closing it closes them and disconnects, leaving the browser to the other files.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (!endpoint) throw new Error(`No Chromium was started for this run (is it at ${CHROMIUM_PATH}?)`);
  return chromium.connect(endpoint);
}
