import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GetSponsor } from '../../application/games/get-sponsor';
import { GetContactDetails } from '../../application/settings/get-contact-details';
import { DEMO_NOTICE } from '../../domain/games/demo-notice';
import { buildTestApp } from './support/test-app';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');
const RENDERER = resolve(CLIENT, '../prerender/prerender.js');

/** The HTML of a page: the escaped form React writes (an apostrophe as &#x27;) read back as text. */
const text = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');

const HEADERS = {
  'content-security-policy': /script-src 'self'(;|$)/,
  'x-frame-options': /^DENY$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^same-origin$/,
  'cross-origin-opener-policy': /^same-origin$/,
};

/** The run-time values the page carries for hydration. */
function valuesOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="run-time-values">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no run-time values in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

// Reads the client and its renderer as `npm run build` writes them (the global set-up builds both).
describe.runIf(existsSync(RENDERER))('the pages the server renders', () => {
  const t = buildTestApp({ clientDir: CLIENT });

  it.each([
    ['/', 'Prize Wheel</h1>', 'Spin the Wheel • Win Real Prizes • Live Action'],
    ['/games', 'Prize Wheel</h1>', 'Join a live game, spin the wheel to claim a number'],
    ['/how-to-play', 'How to Play</h1>', 'Six steps to play'],
    ['/contact', 'Contact Us</h1>', 'Business hours'],
  ])(
    '%s arrives as HTML with its real content, its CSS inline and every security header',
    async (path, heading, content) => {
      const res = await t.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      for (const [name, value] of Object.entries(HEADERS)) expect(res.headers.get(name), name).toMatch(value);
      expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      const html = await res.text();
      expect(html).toContain(heading);
      expect(text(html)).toContain(content);
      // No script runs but the build's own files: the values are data, never run.
      expect(html.match(/<script(?![^>]*(src="\/assets\/|type="application\/json"))/g)).toBeNull();
      expect(html).toMatch(/<style>[^<]*\._?[\w-]+\{/);
      expect(html).not.toMatch(/<link rel="stylesheet"/);
    },
  );

  it('shows the run-time values: the demo notice, the allowed e-mail domains and the contact details', async () => {
    const landing = await (await t.call('GET', '/')).text();
    expect(text(landing)).toContain(DEMO_NOTICE);
    expect(text(landing)).toContain('Use your Gmail address.');
    expect(valuesOf(landing)).toMatchObject({
      sponsor: null,
      signUp: { allowedEmailDomains: ['gmail.com'] },
    });
  });

  it('renders a page again when a setting it shows changes', async () => {
    const before = await (await t.call('GET', '/contact')).text();
    expect(text(before)).not.toContain('help@prizes.example');
    const sponsor = { name: 'Acme Prizes LLC', address: '1 Main Street, Springfield' };
    t.useCases.getContactDetails = new GetContactDetails({ email: 'help@prizes.example', postal: sponsor });
    t.useCases.getSponsor = new GetSponsor(sponsor);
    const contact = text(await (await t.call('GET', '/contact')).text());
    expect(contact).toContain('help@prizes.example');
    expect(contact).toContain('1 Main Street, Springfield');
    const landing = await (await t.call('GET', '/')).text();
    expect(text(landing)).not.toContain(DEMO_NOTICE);
    expect(valuesOf(landing)).toMatchObject({ sponsor, contact: { email: 'help@prizes.example' } });
  });

  it("sends a game's page as HTML with the game's name and prize, its state as data, before any script runs", async () => {
    const game = await t.addGame((g) =>
      g.liveAt(t.clock.now()).withName('Early Paint Draw').withPrize('Noise-cancelling Headphones'),
    );
    const { cookie } = await t.signUp();
    // The page shows the game's public state: a player gets the same page, their own parts drawn later.
    for (const headers of [{}, { cookie }]) {
      const res = await t.call('GET', `/game/${game.id}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      const html = await res.text();
      const root = text(
        /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '',
      );
      expect(root).toContain('Early Paint Draw');
      expect(root).toContain('Noise-cancelling Headphones');
      expect(root).toContain('SPIN');
      expect(html.match(/<script(?![^>]*(src="\/assets\/|type="application\/json"))/g)).toBeNull();
      // The page's code is named as data, fetched once the page has painted (web/boot.ts): the first
      // paint waits for no script's download.
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      const code = /<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(code ?? 'null')).toMatchObject({
        entry: expect.stringMatching(/^\/assets\/.+\.js$/),
        preloads: expect.arrayContaining([expect.stringMatching(/^\/assets\/.+\.js$/)]),
      });
      const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(data ?? 'null')).toMatchObject({
        id: game.id,
        game: { id: game.id, name: 'Early Paint Draw' },
        availableNumbers: { totalAvailable: game.totalNumbers },
        recentNumbers: [],
      });
    }
  });

  it("draws an ended game's page as ended, and leaves an unknown game to the browser", async () => {
    const ended = await t.addGame((g) =>
      g.liveAt(new Date(t.clock.now().getTime() - 48 * 3_600_000)).withName('Finished Paint Draw'),
    );
    const html = text(await (await t.call('GET', `/game/${ended.id}`)).text());
    expect(html).toContain('Game Has Ended');
    expect(html).toContain('Finished Paint Draw ended');
    const unknown = await (await t.call('GET', '/game/999999')).text();
    expect(unknown).toContain('<div id="root"></div>');
    expect(unknown).not.toContain('page-data');
  });

  it('sends a signed-in player the plain shell at the landing page and the lobby, whose content is theirs', async () => {
    const { cookie } = await t.signUp();
    for (const path of ['/', '/games']) {
      const res = await t.call('GET', path, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('run-time-values');
    }
    // The public pages read the same for everyone.
    expect(await (await t.call('GET', '/how-to-play', { cookie })).text()).toContain('How to Play</h1>');
  });
});
