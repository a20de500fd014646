import { describe, expect, it } from 'vitest';
import { browserAvailable, workerBrowser } from './support/browser';
import { openPage, useBrowserWorld } from './support/browser-world';
import { closeLeftContexts } from './support/page-pool';

/**
 * openPage hands a context an earlier test closed to the next one (tests/e2e/support/page-pool.ts): it
 * must come back as a stranger to the site, or the journeys would no longer be isolated.
 */
describe.runIf(browserAvailable())('a browser context kept for the next test', () => {
  const world = useBrowserWorld();

  it('comes back without cookies, storage, listeners or the last viewport; other options get their own', async () => {
    const first = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    await first.page.goto(world.server.url);
    await first.context.addCookies([{ name: 'kept', value: 'cookie', url: world.server.url }]);
    await first.page.evaluate(async () => {
      localStorage.setItem('kept', 'local');
      sessionStorage.setItem('kept', 'session');
      await new Promise((done, fail) => {
        const open = indexedDB.open('kept');
        open.onupgradeneeded = () => open.result.createObjectStore('rows');
        open.onsuccess = () => {
          open.result.close();
          done(undefined);
        };
        open.onerror = () => fail(open.error);
      });
    });
    let oldListenerCalls = 0;
    first.page.on('console', () => {
      oldListenerCalls += 1;
    });
    await first.context.close();

    const second = await openPage(world.browser, { viewport: { width: 390, height: 844 } });
    expect(second.page).toBe(first.page);
    expect(second.page.url()).toBe('about:blank');
    expect(await second.context.cookies()).toEqual([]);
    await second.page.goto(world.server.url);
    const left = await second.page.evaluate(async () => ({
      local: localStorage.getItem('kept'),
      session: sessionStorage.getItem('kept'),
      cookie: document.cookie.includes('kept'),
      databases: (await indexedDB.databases()).map((database) => database.name),
      width: window.innerWidth,
    }));
    expect(left).toEqual({ local: null, session: null, cookie: false, databases: [], width: 390 });
    await second.page.evaluate(() => console.log('after the reset'));
    expect(oldListenerCalls).toBe(0);
    await second.context.close();

    const other = await openPage(world.browser, {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    expect(other.page).not.toBe(first.page);
    await other.context.close();
  });

  it('closes for real a context changed in a way no reset undoes (an init script)', async () => {
    const changed = await openPage(world.browser, { viewport: { width: 800, height: 600 } });
    await changed.context.addInitScript(() => {
      (window as unknown as { marked: boolean }).marked = true;
    });
    await changed.context.close();
    const next = await openPage(world.browser, { viewport: { width: 800, height: 600 } });
    expect(next.page).not.toBe(changed.page);
    expect(changed.page.isClosed()).toBe(true);
    await next.context.close();
  });

  it("the worker's browser: a file's left-open contexts are closed, kept ones stay; gone, it is launched again", async () => {
    const kept = await openPage(world.browser, { viewport: { width: 640, height: 480 }, locale: 'fr-FR' });
    await kept.context.close();
    const left = await world.browser.newContext();
    await closeLeftContexts(world.browser);
    expect(world.browser.contexts()).toContain(kept.context);
    expect(world.browser.contexts()).not.toContain(left);

    // As after an earlier file crashed or closed it: the next file gets a working one.
    await world.browser.close();
    const again = await workerBrowser();
    expect(again).not.toBe(world.browser);
    expect(again.isConnected()).toBe(true);
    world.browser = again;
    const { page, context } = await openPage(again, {});
    await page.goto(world.server.url);
    await context.close();
  });
});
