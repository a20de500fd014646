import { describe, expect, it } from 'vitest';
import { emailTaken, notEligible, wrongPassword } from '../../domain/accounts/account.errors';
import { freePlayExhausted } from '../../domain/games/game.errors';
import {
  cardRefused,
  holdOpen,
  noPaymentMethod,
  paymentDeclined,
  unusableCardToken,
} from '../../domain/payments/payment.errors';
import { type DomainError, domainError, invalidInput } from '../../domain/shared/errors';

/**
 * The `@ts-expect-error` lines are checked by `npx tsc --noEmit`: each would compile if the union let a
 * field onto the wrong variant, and tsc then reports the unused directive.
 */
describe('DomainError: one variant per code, each with only its own fields', () => {
  it('rejects at compile time a field on the wrong code, a missing field, and domainError for a code with fields', () => {
    const wrong: DomainError[] = [
      // @ts-expect-error NOT_FOUND carries only its message.
      { code: 'NOT_FOUND', message: 'Game not found', field: 'id' },
      // @ts-expect-error description belongs to FREE_PLAY_EXHAUSTED.
      { code: 'GAME_ENDED', message: 'ended', description: 'ended' },
      // @ts-expect-error a decline without its held number and decline code.
      { code: 'PAYMENT_DECLINED', message: 'declined', paymentFailed: true, paymentMessage: 'declined' },
      // @ts-expect-error INVALID_INPUT must name its field.
      { code: 'INVALID_INPUT', message: 'bad' },
    ];
    // @ts-expect-error domainError is only for codes without fields.
    domainError('INVALID_INPUT', 'bad');
    // @ts-expect-error domainError takes no extra fields any more.
    domainError('NOT_FOUND', 'missing', { number: 3 });
    expect(wrong).toHaveLength(4);
  });

  it('builds each variant with exactly its fields', () => {
    expect(domainError('GAME_ENDED', 'This game has ended')).toEqual({
      code: 'GAME_ENDED',
      message: 'This game has ended',
    });
    expect(invalidInput('gameId', 'Invalid gameId')).toEqual({
      code: 'INVALID_INPUT',
      message: 'Invalid gameId',
      field: 'gameId',
    });
    expect(freePlayExhausted('used')).toEqual({
      code: 'FREE_PLAY_EXHAUSTED',
      message: 'Free play already used for this game',
      description: 'Free play already used for this game',
    });
    expect(paymentDeclined({ number: 7, declineCode: 'CARD_EXPIRED' })).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Your card has expired. Please update your payment card to continue.',
      paymentFailed: true,
      number: 7,
      paymentMessage: 'Your card has expired. Please update your payment card to continue.',
      declineCode: 'CARD_EXPIRED',
    });
    expect(Object.keys(noPaymentMethod())).toEqual(['code', 'message']);
    expect(unusableCardToken()).toMatchObject({ code: 'NO_PAYMENT_METHOD', field: 'cardNonce' });
    expect(cardRefused('UNSUPPORTED_CARD_BRAND').code).toBe('UNSUPPORTED_CARD_BRAND');
    expect(Object.keys(cardRefused('CVV_FAILURE')).sort()).toEqual([
      'code',
      'declineCode',
      'field',
      'message',
    ]);
    expect(Object.keys(holdOpen(4, new Date(60_000), new Date(0))).sort()).toEqual([
      'code',
      'message',
      'number',
    ]);
    expect([notEligible('no').field, emailTaken().field, wrongPassword().field]).toEqual([
      'state',
      'email',
      'currentPassword',
    ]);
  });
});
