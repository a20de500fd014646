import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { useBrowserWorld } from './support/browser-world';
import { fakeSquare, SANDBOX_SCRIPT, SQUARE_CONFIG } from './support/fake-square-sdk';
import { screenshot, signUpAndLogIn } from './support/journey';

// The Square path of the card form, with square.js replaced by a fake whose token the simulator accepts.
describe.runIf(browserAvailable())("the card form on Square's Web Payments SDK", () => {
  const world = useBrowserWorld(120_000);

  it("loads the configured environment's script, shows Square's errors, and stores the token", async () => {
    // The real server's CSP admits Square's script only when Square is configured; this one is not.
    const context = await world.browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const requested = await fakeSquare(context);
    const page = await context.newPage();
    const email = `square.${Date.now()}@gmail.com`;
    await signUpAndLogIn(page, email, { at: world.server.url });

    const card = page.getByRole('textbox', { name: 'Square card details' });
    await card.fill('4111');
    await page.getByRole('button', { name: 'Save Card and Continue' }).click();
    await page
      .getByText(
        'Card validation failed: Card number is not valid. Please check all card details including expiry date and CVV.',
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'Square card form showing its validation error');
    await screenshot(page, 'square-1-invalid');
    await expect(page.getByText('Test mode: no real card is charged').count()).resolves.toBe(0);

    await card.fill('ok');
    await page.getByRole('button', { name: 'Save Card and Continue' }).click();
    await page.getByRole('heading', { name: "You're All Set" }).waitFor();

    expect(requested).toEqual([SANDBOX_SCRIPT]);
    const init = await page.evaluate(
      () => (window as unknown as { __square: { payments: unknown[]; tokenized: number } }).__square,
    );
    // React's development build mounts effects twice (StrictMode): every init used the configured ids.
    expect(init.payments.length).toBeGreaterThan(0);
    for (const ids of init.payments) {
      expect(ids).toEqual({
        applicationId: SQUARE_CONFIG.applicationId,
        locationId: SQUARE_CONFIG.locationId,
      });
    }
    expect(init.tokenized).toBe(2);
    const cards = await world.server.db
      .sql`SELECT pc.last4, pc.brand FROM payment_cards pc JOIN users u ON u.id = pc.user_id
                                      WHERE u.email = ${email}`;
    expect(cards.map((row) => [row.brand, row.last4])).toEqual([['VISA', '1111']]);
    await context.close();
    // Measured with the axe check on a busy 2-core machine (load average ~14): 8 s.
  }, 60_000);
});
