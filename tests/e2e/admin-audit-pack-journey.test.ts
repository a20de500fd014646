import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdf-text';
import { ADMIN_VIEWPORTS, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { focusOutline } from './support/focus-and-motion';
import { screenshot } from './support/journey';

const pdfjs = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs');

describe.runIf(browserAvailable())("the Games tab's 'Download audit pack' (real browser)", () => {
  const world = useBrowserWorld(120_000);

  it.each(ADMIN_VIEWPORTS)('downloads the PDF from a game card by keyboard ($name)', async (viewport) => {
    const { server } = world;
    const name = `Audit Journey ${viewport.name}`;
    await aLiveGame(server, {
      name,
      prize: 'A kayak',
      prizeValueCents: 50_000,
      durationHours: 24,
      totalNumbers: 20,
    });
    const size = {
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce' as const,
    };
    const { context, page } = await openPage(world.browser, { ...size, acceptDownloads: true });
    await signInAdminInBrowser(page, server.url, undefined, 'games');
    const link = page.getByRole('link', { name: `Download audit pack of ${name} (PDF)` });
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    expect((await focusOutline(link)).style).not.toBe('none');
    await expectNoSeriousA11yViolations(page, `the Games tab (${viewport.name})`);
    await screenshot(page, `pack-games-tab-${viewport.name}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const bytes = readFileSync((await download.path()) as string);
    expect(download.suggestedFilename()).toMatch(/^audit-pack-game-\d+\.pdf$/);
    const text = (await pdfPages(new Uint8Array(bytes))).join('\n');
    expect(text).toContain(`Audit pack: ${name}`);
    if (process.env.E2E_SCREENSHOTS && viewport.name === 'desktop') {
      // The first page as pdf.js draws it in the browser (no PDF renderer on the machine).
      await page.route('**/pdfjs/*', (route) =>
        route.fulfill({
          path: route.request().url().endsWith('worker.mjs')
            ? pdfjs.replace('pdf.mjs', 'pdf.worker.mjs')
            : pdfjs,
          contentType: 'text/javascript',
        }),
      );
      await page.goto(`${server.url}/pdfjs/blank`).catch(() => undefined);
      await page.setContent('<canvas id="c"></canvas>');
      // A string, so the test runner leaves its import() to the browser.
      await page.evaluate(`(async () => {
        const lib = await import(location.origin + '/pdfjs/pdf.mjs');
        lib.GlobalWorkerOptions.workerSrc = location.origin + '/pdfjs/pdf.worker.mjs';
        const data = Uint8Array.from(atob('${bytes.toString('base64')}'), (c) => c.charCodeAt(0));
        const first = await (await lib.getDocument({ data }).promise).getPage(1);
        const view = first.getViewport({ scale: 1.5 });
        const canvas = document.getElementById('c');
        canvas.width = view.width;
        canvas.height = view.height;
        await first.render({ canvasContext: canvas.getContext('2d'), viewport: view, canvas }).promise;
      })()`);
      await page.locator('#c').screenshot({ path: `${process.env.E2E_SCREENSHOTS}/pack-pdf-page-1.png` });
    }
    await context.close();
  });
});
