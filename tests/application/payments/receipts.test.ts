import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawTimeOf } from '../../../domain/games/draw-time';
import { type PaymentsWorld, paymentsWorld } from './payments-world';

/** A receipt for every charge, written with its ledger row: none for a decline or a $0 number. */
describe('receipts', () => {
  let w: PaymentsWorld;
  beforeEach(() => {
    w = paymentsWorld();
  });
  const spin = (userId: number, gameId: number) =>
    w.useCases.spinWheel.execute({ userId, gameId, requestId: randomUUID() });
  const receipts = async () => (await w.repos.outbox.list(100)).filter((e) => e.message.kind === 'receipt');

  it('enqueues one receipt per completed charge, with the game, number, amount and card', async () => {
    const player = await w.aPlayer('ok-mastercard');
    const game = await w.aGame();
    const result = await spin(player.id, game.id);
    if (!result.ok) throw new Error(result.error.message);
    const payment = await w.repos.payments.findPayment(result.value.claim.id);
    expect(await receipts()).toEqual([
      expect.objectContaining({
        to: player.email,
        status: 'pending',
        message: {
          kind: 'receipt',
          firstName: 'Pat',
          gameName: game.name,
          gameCode: game.code,
          number: result.value.claim.number,
          amountCents: result.value.claim.number * 100,
          cardBrand: 'MASTERCARD',
          cardLast4: '4444',
          paidAt: payment?.createdAt.toISOString(),
          paymentId: payment?.gatewayPaymentId,
          drawAt: game.endTime.toISOString(),
        },
      }),
    ]);
  });

  it("names the sell-out's draw time on the receipt of the spin that takes the last number", async () => {
    const [ann, bob] = [await w.aPlayer('ok'), await w.aPlayer('ok')];
    const game = await w.aGame((g) => g.withTotalNumbers(2).with({ drawAfterSellOutMinutes: 20 }));
    expect((await spin(ann.id, game.id)).ok).toBe(true);
    w.clock.advance(60_000);
    const soldAt = w.clock.now();
    expect((await spin(bob.id, game.id)).ok).toBe(true);
    const drawTimes = (await receipts())
      .map((e) =>
        e.message.kind === 'receipt' ? `${e.message.drawAt}${e.message.soldOut ? ' sold out' : ''}` : null,
      )
      .sort((a, b) => String(b).localeCompare(String(a)));
    // The first while a number was left (the end time), the last from its own take: 20 minutes on.
    expect(drawTimes).toEqual([
      game.endTime.toISOString(),
      `${new Date(soldAt.getTime() + 20 * 60_000).toISOString()} sold out`,
    ]);
    // What the game reads from then on, before the closing loop fixes it.
    expect(drawTimeOf((await w.repos.games.findById(game.id)) ?? game)).toEqual(
      new Date(soldAt.getTime() + 20 * 60_000),
    );
  });

  it('enqueues none for a declined charge or a refused spin', async () => {
    const decliner = await w.aPlayer('declined');
    const paidGame = await w.aGame();
    const declined = await spin(decliner.id, paidGame.id);
    expect(declined.ok).toBe(false);
    const player = await w.aPlayer('ok');
    const freeGame = await w.aGame((g) => g.withTotalNumbers(4).allFree());
    // A game of free numbers only takes no paid spin: nothing is claimed, nothing is mailed.
    expect((await spin(player.id, freeGame.id)).ok).toBe(false);
    expect(await receipts()).toEqual([]);
  });
});
