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
