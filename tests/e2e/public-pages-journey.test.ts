import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '../../domain/games/demo-notice';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { focusOutline, tabTo } from './support/focus-and-motion';
import { screenshot, signUpAndLogIn } from './support/journey';

/** Each public page with its title and the pages it must link to (docs/rules/public-pages.md). */
const PAGES = [
  { path: '/how-to-play', title: 'How to Play', links: ['/prize-rules', '/official-rules'] },
  { path: '/prize-rules', title: 'Prize Rules', links: ['/contact', '/official-rules'] },
  { path: '/terms', title: 'Terms & Conditions', links: ['/contact', '/privacy'] },
  { path: '/privacy', title: 'Privacy Policy', links: ['/contact', '/terms'] },
  { path: '/official-rules', title: 'Official Rules', links: ['/contact', '/terms'] },
  { path: '/contact', title: 'Contact Us', links: ['/how-to-play', '/prize-rules'] },
  { path: '/game-info', title: 'How Our Game Works', links: ['/how-to-play'] },
  { path: '/instant-play', title: 'Play Instantly', links: ['/', '/how-to-play'] },
  { path: '/real-prizes', title: 'Authentic Prizes', links: ['/', '/prize-rules'] },
  { path: '/free-spins', title: 'Free Spins', links: ['/', '/how-to-play'] },
  { path: '/welcome', title: 'Welcome to Prize Wheel', links: ['/how-to-play', '/free-spins'] },
] as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const RECEIVED = "Thank you for your message. We'll reply within 24 hours.";

/** Heading levels in document order: one h1 first, and no level skipped on the way down. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.$$eval('h1, h2, h3, h4, h5, h6', (headings) => headings.map((h) => Number(h.tagName[1])));
}

function expectHeadingsInOrder(levels: number[], where: string): void {
  expect(levels[0], where).toBe(1);
  expect(
    levels.filter((level) => level === 1),
    where,
  ).toHaveLength(1);
  for (let i = 1; i < levels.length; i += 1) {
    expect((levels[i] as number) - (levels[i - 1] as number), `${where}: heading ${i}`).toBeLessThanOrEqual(
      1,
    );
  }
}

/** True when the page is no wider than the viewport (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Every request the page makes to the API from now on, by path. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|trpc)\//.test(pathname)) calls.push(pathname);
  });
  return calls;
}

/** Holds every request for the signed-in user (tRPC auth.me) until `release` is called; counts them. */
async function holdSignInCheck(page: Page): Promise<{ held: () => number; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/trpc\/[^?]*auth\.me/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { held: () => held, release };
}

async function fillContactForm(page: Page, values: { email: string; subject: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill('Casey Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill(values.email);
  await page.getByRole('textbox', { name: 'Subject' }).fill(values.subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('When does the next camera game start?');
}

describe.runIf(browserAvailable())('the public pages in a real browser', () => {
  const world = useBrowserWorld(120_000);

  const messagesFrom = (email: string) =>
    world.server.db.sql<{ name: string; subject: string; message: string; user_id: number | null }[]>`
      SELECT name, subject, message, user_id FROM contact_messages WHERE email = ${email}`;

  for (const viewport of VIEWPORTS) {
    it(`shows every page at ${viewport.width}x${viewport.height}, follows its links and sends the contact form`, async () => {
      const { context, page } = await openPage(world.browser, {
        viewport: { width: viewport.width, height: viewport.height },
      });
      page.setDefaultTimeout(60_000);

      for (const { path, title, links } of PAGES) {
        await page.goto(`${world.server.url}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const where = `${path} at ${viewport.name}`;
        await expectNoSeriousA11yViolations(page, where);
        await screenshot(page, `public-${viewport.name}${path.replace('/', '-')}`);
        expect(await page.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/');
        for (const href of links) {
          expect(
            await page.locator(`main a[href="${href}"], nav a[href="${href}"]`).count(),
            `${where} -> ${href}`,
          ).toBeGreaterThan(0);
        }
        expectHeadingsInOrder(await headingLevels(page), where);
        expect(await fitsWidth(page), `${where} fits the viewport`).toBe(true);
      }

      // The text paints before the server says who is signed in: that answer is held until the heading shows.
      const signInCheck = await holdSignInCheck(page);
      await page.goto(`${world.server.url}/terms`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
      // The check may be asked just after the first paint (on a busy machine it often is): wait for it,
      // then the heading must still be there while its answer is held.
      await expect.poll(() => signInCheck.held(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).isVisible()).toBe(
        true,
      );
      signInCheck.release();
      await page.unrouteAll({ behavior: 'wait' });

      // No operator is configured: the Official Rules name no invented sponsor.
      await page.goto(`${world.server.url}/official-rules`);
      await page.getByText('Prize Wheel demo (not a real sweepstakes)').waitFor();
      await page.getByText('its games are not a real sweepstakes').waitFor();

      // Following the cross-links and Back to Home moves within the app: the pages ask the API nothing,
      // but the contact page, which reads the operator's configured contact details, and the Prize
      // Rules, which state the operator's claim window.
      await page.goto(`${world.server.url}/free-spins`);
      await page.getByRole('heading', { level: 1, name: 'Free Spins' }).waitFor();
      const calls = recordApiCalls(page);
      await page.getByRole('navigation').getByRole('link', { name: 'How to Play' }).click();
      await page.getByRole('heading', { level: 1, name: 'How to Play' }).waitFor();
      await page.getByRole('link', { name: 'Prize Rules' }).click();
      await page.getByRole('heading', { level: 1, name: 'Prize Rules' }).waitFor();
      expect(calls.filter((path) => path !== '/trpc/config.prizeClaim')).toEqual([]);
      await page.getByRole('link', { name: 'Contact Us' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      expect(
        calls.filter((path) => !['/trpc/config.contact', '/trpc/config.prizeClaim'].includes(path)),
      ).toEqual([]);
      await page.getByRole('link', { name: '← Back to Home' }).click();
      await page.waitForURL(`${world.server.url}/`);
      await page.getByRole('form', { name: 'Create your account' }).waitFor();

      // The sign-up form points to the three policies, each in a new tab so the form keeps its input.
      const signUp = page.getByRole('form', { name: 'Create your account' });
      for (const [name, href] of [
        ['Terms & Conditions', '/terms'],
        ['Privacy Policy', '/privacy'],
        ['Official Rules', '/official-rules'],
      ] as const) {
        const link = signUp.getByRole('link', { name, exact: true });
        expect(await link.getAttribute('href')).toBe(href);
        expect(await link.getAttribute('target')).toBe('_blank');
      }

      // A keyboard user goes home from a policy page with Tab and Enter.
      await page.goto(`${world.server.url}/terms`);
      const home = page.getByRole('link', { name: '← Back to Home' });
      await home.waitFor();
      await tabTo(page, home);
      expect(await focusOutline(home)).toMatchObject({ style: 'solid' });
      await page.keyboard.press('Enter');
      await page.waitForURL(`${world.server.url}/`);

      // The contact form: an empty one is refused in the browser, field by field.
      await page.goto(`${world.server.url}/contact`);
      const send = page.getByRole('button', { name: 'Send Message' });
      await send.click();
      for (const label of ['Name', 'Email', 'Subject', 'Message']) {
        const field = page.getByRole('textbox', { name: label });
        expect(await field.getAttribute('aria-invalid'), label).toBe('true');
        await page.getByText(`${label} is required`).waitFor();
      }
      await expectNoSeriousA11yViolations(page, `contact form with errors at ${viewport.name}`);
      await screenshot(page, `public-${viewport.name}-contact-errors`);

      // The server refuses an address it cannot answer: the error shows under the Email field, nothing is stored.
      const refused = `casey.${viewport.name}@localhost`;
      await fillContactForm(page, { email: refused, subject: 'Refused' });
      await send.click();
      const emailField = page.getByRole('textbox', { name: 'Email' });
      await page.getByText('Please enter a valid email address').waitFor();
      expect(await emailField.getAttribute('aria-invalid')).toBe('true');
      const described = (await emailField.getAttribute('aria-describedby')) ?? '';
      const descriptions = await page.$$eval(
        described
          .split(' ')
          .filter(Boolean)
          .map((id) => `[id="${id}"]`)
          .join(', ') || 'none',
        (nodes) => nodes.map((node) => node.textContent),
      );
      expect(descriptions).toContain('Please enter a valid email address');
      expect(await messagesFrom(refused)).toEqual([]);
      await screenshot(page, `public-${viewport.name}-contact-refused`);

      // A good message is stored for the operator; the form clears and says so.
      const email = `casey.${viewport.name}.${Date.now()}@gmail.com`;
      await emailField.fill(email);
      await page.getByRole('textbox', { name: 'Subject' }).fill('Next game');
      await send.click();
      await page.getByText(RECEIVED).waitFor();
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
      expect(await messagesFrom(email)).toEqual([
        {
          name: 'Casey Visitor',
          subject: 'Next game',
          message: 'When does the next camera game start?',
          user_id: null,
        },
      ]);
      await expectNoSeriousA11yViolations(page, `contact form sent at ${viewport.name}`);
      await screenshot(page, `public-${viewport.name}-contact-sent`);
      await context.close();
      // Measured with axe on every page on a busy 2-core machine (stress test running): 15-31 s.
    }, 300_000);
  }

  it('opens the public pages for a signed-in player, whose contact message names the account', async () => {
    const { context, page } = await openPage(world.browser, { viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(60_000);
    const email = `public.journey.${Date.now()}@gmail.com`;
    const gameId = await aLiveGame(world.server, { name: 'Demo Wheel', prize: 'Kettle', totalNumbers: 10 });
    await page.goto(world.server.url);
    // No operator is configured: every page showing prizes says it is a demo, as the Official Rules do.
    const demo = page.getByRole('status').filter({ hasText: DEMO_NOTICE });
    await demo.waitFor();
    await screenshot(page, 'public-demo-landing');
    await signUpAndLogIn(page, email);
    await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).waitFor();
    for (const path of ['/games', `/game/${gameId}`]) {
      await page.goto(`${world.server.url}${path}`);
      await demo.waitFor();
      await demo.getByRole('link', { name: 'Official Rules' }).waitFor();
      await expectNoSeriousA11yViolations(page, `demo notice on ${path}`);
      await screenshot(page, `public-demo-${path.split('/')[1]}`);
    }

    // Signed in, every page still opens, and fits the narrowest and the widest supported screens.
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path, title } of PAGES) {
        await page.goto(`${world.server.url}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await fitsWidth(page), `${path} fits ${width} px`).toBe(true);
      }
    }
    await page.goto(`${world.server.url}/contact`);
    await fillContactForm(page, { email, subject: 'Signed in' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(RECEIVED).waitFor();
    const [stored] = await messagesFrom(email);
    expect(stored?.user_id).toEqual(expect.any(Number));
    await context.close();
  }, 300_000);
});
