import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { partsOf, ReactEmailRenderer } from '../../../adapters/mail/react-email-renderer';
import type { MailKind, MailMessage } from '../../../domain/mail/mail-message';

const AT = '2026-11-27T12:00:00.000Z';
const GAME = { gameName: 'Kayak Wheel <&> "Co"', gameCode: 'G000001' };

/** One message of every kind, with text that needs escaping where a kind takes free text. */
const EVERY_KIND: { [K in MailKind]: Extract<MailMessage, { kind: K }> } = {
  receipt: {
    kind: 'receipt',
    firstName: 'Ann',
    ...GAME,
    number: 4,
    amountCents: 400,
    cardBrand: 'VISA',
    cardLast4: '4242',
    paidAt: AT,
    paymentId: 'pay-1',
  },
  'password-changed': { kind: 'password-changed', firstName: 'Ann', changedAt: AT },
  'password-reset': {
    kind: 'password-reset',
    firstName: 'Ann',
    resetUrl: 'http://localhost/reset?t=1',
    expiresAt: AT,
  },
  'contact-message': {
    kind: 'contact-message',
    name: 'Bo',
    email: 'bo@example.com',
    subject: 'Hi & <b>',
    message: 'Line one\nLine two',
    sentAt: AT,
  },
  'confirm-subscription': {
    kind: 'confirm-subscription',
    firstName: null,
    confirmUrl: 'http://localhost/confirm?t=1',
  },
  'new-game': {
    kind: 'new-game',
    firstName: 'Ann',
    gameName: GAME.gameName,
    prize: 'Kayak',
    prizeValueCents: 65_000,
    endsAt: AT,
    gameUrl: 'http://localhost/game/1',
    unsubscribeUrl: 'http://localhost/u',
    unsubscribeOneClickUrl: 'http://localhost/u1',
  },
  winner: {
    kind: 'winner',
    firstName: 'Ann',
    gameName: GAME.gameName,
    prize: 'Kayak',
    prizeValueCents: 65_000,
    number: 7,
    claimBy: AT,
    winnerId: 3,
    claimWindowHours: 72,
  },
  'claim-reminder': {
    kind: 'claim-reminder',
    firstName: 'Ann',
    gameName: GAME.gameName,
    prize: 'Kayak',
    winnerId: 3,
    claimBy: AT,
  },
  'claim-received': {
    kind: 'claim-received',
    firstName: 'Ann',
    gameName: GAME.gameName,
    prize: 'Kayak',
    winnerId: 3,
    decision: 'accept',
  },
  'claim-verified': {
    kind: 'claim-verified',
    firstName: 'Ann',
    gameName: GAME.gameName,
    prize: 'Kayak',
    winnerId: 3,
  },
  'prize-shipped': {
    kind: 'prize-shipped',
    firstName: 'Ann',
    gameName: GAME.gameName,
    prize: 'Kayak',
    winnerId: 3,
    carrier: 'UPS',
    trackingNumber: '1Z999',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
  },
  'prize-delivered': {
    kind: 'prize-delivered',
    firstName: 'Ann',
    gameName: GAME.gameName,
    prize: 'Kayak',
    winnerId: 3,
  },
  'winner-set-aside': {
    kind: 'winner-set-aside',
    firstName: 'Ann',
    gameName: GAME.gameName,
    number: 7,
    reason: 'Unreachable & <gone>',
  },
  'game-cancelled': {
    kind: 'game-cancelled',
    firstName: 'Ann',
    ...GAME,
    reason: 'Supplier <failed>',
    refunds: [
      { number: 4, amountCents: 400, cardBrand: 'VISA', cardLast4: '4242' },
      { number: 9, amountCents: 900, cardBrand: null, cardLast4: null, pending: true },
    ],
    freeNumbers: [3],
  },
  'game-extended': { kind: 'game-extended', firstName: 'Ann', ...GAME, endsAt: AT, minimumToRun: 12 },
  'terms-changed': {
    kind: 'terms-changed',
    firstName: 'Ann',
    gameId: 4,
    ...GAME,
    version: 2,
    hash: 'ab'.repeat(32),
    changes: ['the prize or its value', 'the start or end time'],
  },
  'admin-two-factor-locked': {
    kind: 'admin-two-factor-locked',
    firstName: 'Admin',
    wrongCodes: 5,
    lockedAt: AT,
    lockedUntil: AT,
    address: '203.0.113.9',
  },
  completion: {
    kind: 'completion',
    firstName: 'Ann',
    gameName: GAME.gameName,
    prize: 'Kayak',
    winningNumber: 7,
    numbers: [4, 7],
  },
};

describe('the plain text converted from the one HTML render is what React Email renders as text', () => {
  const renderer = new ReactEmailRenderer(() => 'http://localhost:3000');

  it.each(Object.values(EVERY_KIND))(
    '$kind: the text React Email renders on its own, and the HTML document',
    async (message) => {
      const rendered = await renderer.render(message);
      expect(rendered.html).toMatch(/^<!DOCTYPE html /);
      expect(rendered.text.trim().length).toBeGreaterThan(40);
      // What render(..., { plainText: true }) gives from a second render of its own.
      const { element } = partsOf(message, 'http://localhost:3000');
      expect(rendered.text).toBe(await render(element, { plainText: true }));
      // And the HTML React Email's own render writes (the renderer uses React's edge build: email-html.tsx).
      expect(rendered.html).toBe(await render(element));
    },
  );
});
