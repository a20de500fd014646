import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import {
  againstTargets,
  type LighthouseFigures,
  type LighthouseOutcome,
  medianRun,
} from './lighthouse-targets';
import type { AtRest } from './machine-at-rest';

export type { LighthouseOutcome } from './lighthouse-targets';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Lighthouse's mobile performance (its default emulation and throttling) of each path, each on a
 * fresh Chromium (a second trace on the same browser sometimes fails with NO_NAVSTART), with one
 * retry when Lighthouse reports a runtime error, `runs` times (3 unless told), the median run kept
 * (medianRun). A failure is reported, not thrown. With `reportDir`, each run's full report (its audits:
 * long tasks, boot-up time, main-thread work) is written there.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  options: { reportDir?: string; runs?: number; before?: AtRest } = {},
): Promise<LighthouseOutcome> {
  const runs = options.runs ?? 3;
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) return { ran: false, reason: `no Chromium at ${chrome} (set CHROME_PATH)` };
  const pages: LighthouseFigures[] = [];
  try {
    for (const path of paths) {
      const figures: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        figures.push(
          await withChromium(chrome, (port) => audit(baseUrl, path, port, options.reportDir)).catch(() =>
            withChromium(chrome, (port) => audit(baseUrl, path, port, options.reportDir)),
          ),
        );
      }
      pages.push(medianRun(figures));
    }
  } catch (error) {
    return { ran: false, reason: error instanceof Error ? error.message : String(error) };
  }
  return { ran: true, pages, runsPerPage: runs, ...(options.before ? { before: options.before } : {}) };
}

async function audit(
  baseUrl: string,
  path: string,
  port: number,
  reportDir: string | undefined,
): Promise<LighthouseFigures> {
  const result = await lighthouse(baseUrl + path, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
  if (reportDir) {
    const name = path.replace(/[^\w-]+/g, '_') || '_';
    writeFileSync(join(reportDir, `lighthouse${name}${Date.now()}.json`), JSON.stringify(lhr));
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return againstTargets({
    path,
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  });
}

async function withChromium<T>(chrome: string, work: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'prize-wheel-lighthouse-'));
  // Its own process group, so that stopping it reaches the renderer, GPU and crash-handler processes
  // too: they keep writing to the profile for a moment after the browser process itself has gone.
  const browser = spawn(
    chrome,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  try {
    return await work(await devToolsPort(browser.stderr));
  } finally {
    await stopBrowser(browser);
    await removeProfile(profile);
  }
}

/** SIGTERM to the browser's whole process group, SIGKILL after 5 s, then waits for the browser's exit. */
async function stopBrowser(browser: ChildProcess): Promise<void> {
  const group = browser.pid;
  if (group === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-group, name);
    } catch {
      // The group is gone already.
    }
  };
  const exited =
    browser.exitCode !== null || browser.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
  // Whatever of the group outlived the browser process is stopped for good.
  signal('SIGKILL');
}

/**
 * The profile directory goes, retrying while a last Chromium process still writes into it (rmdir then
 * fails with ENOTEMPTY or EBUSY). A directory that still cannot be removed is left in the temporary
 * directory: it must not cost the run its figures.
 */
async function removeProfile(profile: string): Promise<void> {
  await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(
    (error: unknown) => {
      console.warn(`left Lighthouse's Chromium profile ${profile}: ${String(error)}`);
    },
  );
}

/** Chromium prints `DevTools listening on ws://127.0.0.1:<port>/...` once it is ready. */
function devToolsPort(stderr: NodeJS.ReadableStream | null): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    stderr?.on('data', (chunk: Buffer) => {
      text = (text + chunk.toString()).slice(-4_000);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) resolve(Number(match[1]));
    });
    stderr?.once('end', () => reject(new Error(`Chromium exited before listening:\n${text}`)));
  });
}
