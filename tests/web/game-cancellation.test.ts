import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { cancellationMails } from '../../domain/mail/cancellation-mail';
import { REFUND_POLICY } from '../../domain/payments/refund-policy';
import { minimumToRunText } from '../../web/lib/game-rules';
import { type AdminGame, statusLabel } from '../../web/routes/-components/admin/admin-types';
import { minimumBodyOf, newMinimumDraft } from '../../web/routes/-components/admin/minimum-to-run-form';

describe('what a cancelled game and a minimum to run look like', () => {
  it('the back office labels a cancelled game (its Cancel button: tests/domain/admin-game-actions.test.ts)', () => {
    const game = { status: 'live', hasWinner: false, isActive: true, startTime: '' } as Pick<
      AdminGame,
      'status' | 'hasWinner' | 'isActive' | 'startTime'
    >;
    expect(statusLabel({ ...game, status: 'cancelled', isActive: false })).toBe('Cancelled');
  });

  it('the create form sends no minimum when left empty, else the typed fields', () => {
    expect(minimumBodyOf(newMinimumDraft())).toEqual({});
    expect(minimumBodyOf({ minimumToRun: '12', belowMinimum: 'cancel', extendHours: '5' })).toEqual({
      minimumToRun: 12,
      belowMinimum: 'cancel',
    });
    expect(minimumBodyOf({ minimumToRun: '12', belowMinimum: 'extend', extendHours: '' })).toMatchObject({
      minimumToRun: 12,
      belowMinimum: 'extend',
      extendHours: Number.NaN,
    });
  });

  it('the game page words the minimum', () => {
    expect(minimumToRunText({ minimumToRun: null })).toBeNull();
    expect(
      minimumToRunText({ minimumToRun: { paidNumbers: 1, belowMinimum: 'cancel', extendHours: null } }),
    ).toBe('1 paid number by the end, or the game is cancelled and every paid number refunded');
    expect(
      minimumToRunText({ minimumToRun: { paidNumbers: 20, belowMinimum: 'extend', extendHours: 24 } }),
    ).toBe('20 paid numbers by the end, or the end moves once by 24 hours');
  });

  it('renders one e-mail per player with the reason, each refund and its card, and void free entries', async () => {
    const ann = { firstName: 'Ann', email: 'ann@example.com' };
    const mails = cancellationMails({ name: 'Kayak Wheel', code: 'G000001', reason: 'Prize withdrawn' }, [
      {
        userId: 1,
        number: 9,
        kind: 'paid',
        player: ann,
        amountCents: 900,
        card: { brand: 'VISA', last4: '4242' },
      },
      { userId: 1, number: 3, kind: 'free', player: ann, amountCents: 0, card: null },
      {
        userId: 1,
        number: 4,
        kind: 'paid',
        player: ann,
        amountCents: 400,
        card: { brand: 'VISA', last4: '4242' },
      },
      {
        userId: 2,
        number: 5,
        kind: 'free',
        player: { firstName: 'Bob', email: 'bob@example.com' },
        amountCents: 0,
        card: null,
      },
      { userId: 3, number: 6, kind: 'paid', player: null, amountCents: 600, card: null },
    ]);
    expect(mails.map((m) => m.to)).toEqual(['ann@example.com', 'bob@example.com']);
    expect(mails[0]?.message.refunds.map((r) => r.number)).toEqual([4, 9]);
    const renderer = new ReactEmailRenderer(() => 'https://wheel.example');
    const [first, second] = await Promise.all(mails.map((m) => renderer.render(m.message)));
    expect(first?.subject).toBe('Kayak Wheel was cancelled');
    expect(first?.text).toContain('Prize withdrawn');
    expect(first?.text).toMatch(/Number 4: \$4\.00 back to Visa ending in 4242/);
    expect(first?.text).toContain('$13.00 in all');
    expect(first?.text).toMatch(/free entry \(3\)/);
    expect(second?.text).not.toContain('refunded in full');
    expect(second?.text).toMatch(/free entry \(5\) is void/);
    const receipt = await renderer.render({
      kind: 'receipt',
      firstName: 'Ann',
      gameName: 'Kayak Wheel',
      gameCode: 'G000001',
      number: 4,
      amountCents: 400,
      cardBrand: 'VISA',
      cardLast4: '4242',
      paidAt: new Date().toISOString(),
      paymentId: 'pay-1',
    });
    expect(receipt.text).toContain(REFUND_POLICY.slice(0, 40));
  });
});
