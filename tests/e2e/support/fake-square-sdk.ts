import type { BrowserContext } from 'playwright-core';

/** What the page asks the server for: Square in its sandbox, so the card form loads Square's script. */
export const SQUARE_CONFIG = {
  provider: 'square',
  applicationId: 'sandbox-sq0idb-browser-test',
  locationId: 'L-BROWSER-TEST',
  environment: 'sandbox',
} as const;

export const SANDBOX_SCRIPT = 'https://sandbox.web.squarecdn.com/v1/square.js';

/**
 * A stand-in for Square's square.js: one text input as the "card", 'ok' tokenizes to the sandbox's
 * approving nonce, anything else fails validation the way Square reports it. It records how it was
 * initialised in window.__square.
 */
const FAKE_SDK = `
window.__square = { payments: [], tokenized: 0 };
window.Square = {
  payments(applicationId, locationId) {
    window.__square.payments.push({ applicationId, locationId });
    return {
      async card() {
        let input = null;
        return {
          async attach(target) {
            input = document.createElement('input');
            input.setAttribute('aria-label', 'Square card details');
            target.appendChild(input);
          },
          async tokenize() {
            window.__square.tokenized += 1;
            if (input && input.value === 'ok') {
              return { status: 'OK', token: 'cnon:card-nonce-ok', details: { card: { brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030 } } };
            }
            return { status: 'Invalid', errors: [{ field: 'cardNumber', type: 'VALIDATION_ERROR', message: 'Card number is not valid' }] };
          },
          async destroy() { input?.remove(); return true; },
        };
      },
      async verifyBuyer() { return { token: 'verf:browser-test' }; },
    };
  },
};`;

/**
 * Makes the page see a Square-configured server: config.payments answers SQUARE_CONFIG (inside
 * whatever tRPC batch carries it) and the sandbox script is the fake above. Returns the script URLs
 * the page requested.
 */
export async function fakeSquare(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(/\/trpc\/[^?]*config\.payments/, async (route) => {
    const response = await route.fetch();
    const paths = decodeURIComponent(new URL(route.request().url()).pathname.replace('/trpc/', '')).split(
      ',',
    );
    const body = await response.json();
    const index = paths.indexOf('config.payments');
    const answer = { result: { data: SQUARE_CONFIG } };
    await route.fulfill({
      response,
      json: Array.isArray(body) ? body.map((b, i) => (i === index ? answer : b)) : answer,
    });
  });
  await context.route(/squarecdn\.com/, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK });
  });
  return requested;
}
