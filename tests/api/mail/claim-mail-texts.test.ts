import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '../../../adapters/mail/react-email-renderer';
import type { MailMessage } from '../../../domain/mail/mail-message';

const renderer = new ReactEmailRenderer(() => 'http://localhost:3000');
const CLAIM_BY = '2026-12-01T17:00:00.000Z';
const winner = (over: Partial<Extract<MailMessage, { kind: 'winner' }>> = {}): MailMessage => ({
  kind: 'winner',
  firstName: 'Ann',
  gameName: 'Bike Wheel',
  prize: 'A road bike',
  prizeValueCents: 75_000,
  number: 7,
  claimBy: CLAIM_BY,
  winnerId: 3,
  claimWindowHours: 72,
  ...over,
});

describe("the claim's e-mails say what the claim page says", () => {
  it("the winner's notice gives the deadline with its time zone and, from $600, says a tax id will be asked", async () => {
    const big = await renderer.render(winner());
    expect(big.text).toContain('Dec 1, 2026, 12:00 PM EST');
    expect(big.text).toMatch(/asked for your Social Security Number or ITIN/);
    expect(big.text).toMatch(/forfeited and drawn again in the open/);
    const small = await renderer.render(winner({ prizeValueCents: 59_999 }));
    expect(small.text).not.toMatch(/Social Security/);
  });

  it('an instant prize is never said to be drawn again: the notice, the reminder, the declined answer', async () => {
    const texts = await Promise.all(
      [
        winner({ instant: true }),
        {
          kind: 'claim-reminder',
          firstName: 'Ann',
          gameName: 'Bike Wheel',
          prize: 'A mug',
          winnerId: 3,
          claimBy: CLAIM_BY,
          instant: true,
        } as const,
        {
          kind: 'claim-received',
          firstName: 'Ann',
          gameName: 'Bike Wheel',
          prize: 'A mug',
          winnerId: 3,
          decision: 'decline',
          instant: true,
        } as const,
      ].map(async (m) => (await renderer.render(m)).text),
    );
    for (const text of texts) expect(text).not.toMatch(/drawn again|redraw/i);
    expect(texts[1]).toContain('Dec 1, 2026, 12:00 PM EST');
  });

  it("links the tracking number to the carrier's page, and shows it plain for a carrier not linked", async () => {
    const shipped = {
      kind: 'prize-shipped',
      firstName: 'Ann',
      gameName: 'Bike Wheel',
      prize: 'A road bike',
      winnerId: 3,
      carrier: 'UPS',
      trackingNumber: '1Z999',
    } as const;
    const linked = await renderer.render({
      ...shipped,
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
    });
    expect(linked.html).toContain('href="https://www.ups.com/track?tracknum=1Z999"');
    const plain = await renderer.render(shipped);
    expect(plain.html).not.toContain('ups.com');
    expect(plain.text).toContain('Tracking number: 1Z999');
  });
});
