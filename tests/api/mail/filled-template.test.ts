import { render, toPlainText } from '@react-email/render';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { FilledTemplate } from '../../../adapters/mail/filled-template';
import { partsOf, ReactEmailRenderer } from '../../../adapters/mail/react-email-renderer';
import type { MailMessage } from '../../../domain/mail/mail-message';

type Receipt = Extract<MailMessage, { kind: 'receipt' }>;
const SITE = 'http://localhost:3000';

/** What a full React render of the message gives (the renderer's path for every other kind). */
async function reactRender(m: MailMessage) {
  const html = await render(partsOf(m, SITE).element);
  return { html, text: toPlainText(html) };
}

// Player-supplied and gateway text: markup, quotes, ampersands, entities, accents, emoji, the preview's
// padding characters, and whitespace the plain text collapses (such a message is rendered in full).
const words = fc.oneof(
  fc.string({ minLength: 0, maxLength: 40 }),
  fc.constantFrom(
    '<b>Ann</b>',
    `O'Brien & "Co"`,
    '&amp; &lt;',
    'Zoë 🎡',
    'a  b',
    ' lead',
    'tab\there',
    '\u00A0nbsp',
  ),
);
const receipts: fc.Arbitrary<Receipt> = fc.record(
  {
    kind: fc.constant('receipt' as const),
    firstName: words,
    gameName: words,
    gameCode: fc.stringMatching(/^G\d{6}$/),
    number: fc.integer({ min: 1, max: 100_000 }),
    amountCents: fc.integer({ min: 0, max: 100_000_000 }),
    cardBrand: fc.constantFrom('VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'SOME_NEW_BRAND', null),
    cardLast4: fc.constantFrom('4242', '0005', null),
    paidAt: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    paymentId: words,
    drawAt: fc.option(
      fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      { nil: undefined },
    ),
    soldOut: fc.option(fc.constant(true), { nil: undefined }),
  },
  {
    requiredKeys: [
      'kind',
      'firstName',
      'gameName',
      'gameCode',
      'number',
      'amountCents',
      'cardBrand',
      'cardLast4',
      'paidAt',
      'paymentId',
    ],
  },
);

describe('the receipt rendered once, then filled', () => {
  it('gives the very HTML and plain text of a React render of each message', async () => {
    const renderer = new ReactEmailRenderer(() => SITE);
    await fc.assert(
      fc.asyncProperty(receipts, async (m) => {
        const filled = await renderer.render(m);
        const full = await reactRender(m);
        expect(filled.html).toBe(full.html);
        expect(filled.text).toBe(full.text);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('escapes what the player wrote, as React does', async () => {
    const renderer = new ReactEmailRenderer(() => SITE);
    const m: Receipt = {
      kind: 'receipt',
      firstName: '<script>alert(1)</script>',
      gameName: `Tom's "Big" Wheel & Co`,
      gameCode: 'G000001',
      number: 7,
      amountCents: 700,
      cardBrand: 'VISA',
      cardLast4: '4242',
      paidAt: '2026-11-27T12:00:00.000Z',
      paymentId: 'pay-<1>',
      drawAt: '2026-11-28T12:00:00.000Z',
    };
    const fill = vi.spyOn(FilledTemplate.prototype, 'fill');
    const { html, text } = await renderer.render(m);
    // Filled from the template, not rendered by React.
    expect(await fill.mock.results[0]?.value).not.toBeNull();
    fill.mockRestore();
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('Tom&#x27;s &quot;Big&quot; Wheel &amp; Co');
    expect(html).not.toContain('<script>');
    expect(text).toContain(`Game: Tom's "Big" Wheel & Co (G000001)`);
    expect({ html, text }).toEqual(await reactRender(m));
    expect(text).toMatch(/Live draw: .+, or sooner if it sells out/);
    // The receipt of the take that sold the game out states the sell-out's draw time as final.
    const soldOut = await renderer.render({ ...m, soldOut: true });
    expect(soldOut.text).toMatch(/Live draw: .+ \(it sold out\)/);
    expect(soldOut.text).not.toContain('or sooner');
    expect({ html: soldOut.html, text: soldOut.text }).toEqual(await reactRender({ ...m, soldOut: true }));
  });

  it("pads a long preview to React Email's 150 characters as its Preview does", async () => {
    const renderer = new ReactEmailRenderer(() => SITE);
    const m: Receipt = {
      kind: 'receipt',
      firstName: 'Ann',
      gameName: 'G',
      gameCode: 'G000001',
      number: 7,
      amountCents: 10 ** 15,
      cardBrand: null,
      cardLast4: null,
      paidAt: '2026-11-27T12:00:00.000Z',
      paymentId: 'x'.repeat(200),
    };
    expect(await renderer.render(m)).toMatchObject(await reactRender(m));
  });
});
