import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { ADMIN, adminWorld } from '../admin-games/admin-world';

const FORM = {
  legalName: 'Pat Player',
  dateOfBirth: '1990-05-17',
  address: { line1: '1 Main St', line2: '', city: 'Nashville', state: 'TN', zip: '37201' },
  phone: '615-555-0100',
  acceptAffidavit: true,
  signature: 'pat player',
  taxId: '123-45-6789',
};

/** A game won by a player's pick, its claim open: the world, the winner's claim id and the mail sent to them. */
async function aWonGame(prizeValueCents = 75_000) {
  const w = adminWorld();
  const game = await w.aGame({ prizeValueCents });
  const player = await w.aPlayer('Pat');
  await w.claim(game.id, 4, player);
  const picked = await w.useCases.selectWinner.execute({
    gameId: game.id,
    playerId: player,
    reason: 'Test pick',
    admin: ADMIN,
  });
  if (!picked.ok) throw new Error(picked.error.message);
  const [claim] = await w.repos.prizeClaims.listOfPlayer(player);
  if (!claim) throw new Error('no claim');
  const mails = async (kind: MailMessage['kind']) =>
    (await w.repos.outbox.list(100)).filter((m) => m.message.kind === kind).map((m) => m.message);
  return { w, player, winnerId: claim.winnerId, mails };
}

describe('the winner is e-mailed at each step of the claim, once (docs/rules/mail.md, What we send)', () => {
  it('received, verified, shipped with the tracking link, delivered: one e-mail each, even when a step is asked twice', async () => {
    const { w, player, winnerId, mails } = await aWonGame();
    const answer = () =>
      w.useCases.answerPrizeClaim.execute({
        winnerId,
        userId: player,
        decision: 'accept',
        form: FORM,
        clientAddress: '203.0.113.9',
      });
    expect((await answer()).ok).toBe(true);
    expect((await answer()).ok).toBe(false);
    expect(await mails('claim-received')).toEqual([
      expect.objectContaining({ decision: 'accept', winnerId, prize: 'Mug', firstName: 'Pat' }),
    ]);

    const step = (action: 'verify' | 'ship' | 'deliver') =>
      w.useCases.changeClaimStatus.execute({
        winnerId,
        action,
        admin: ADMIN,
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      });
    for (const action of ['verify', 'ship', 'deliver'] as const) {
      expect((await step(action)).ok).toBe(true);
      expect((await step(action)).ok).toBe(false);
    }
    expect(await mails('claim-verified')).toHaveLength(1);
    expect(await mails('prize-shipped')).toEqual([
      expect.objectContaining({
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      }),
    ]);
    expect(await mails('prize-delivered')).toHaveLength(1);
  });

  it('a refused answer queues nothing; a decline is confirmed once, as a main prize drawn again', async () => {
    const { w, player, winnerId, mails } = await aWonGame();
    const refused = await w.useCases.answerPrizeClaim.execute({
      winnerId,
      userId: player,
      decision: 'accept',
      form: { ...FORM, signature: 'Someone Else' },
      clientAddress: null,
    });
    expect(refused.ok).toBe(false);
    expect(await mails('claim-received')).toEqual([]);
    const declined = await w.useCases.answerPrizeClaim.execute({
      winnerId,
      userId: player,
      decision: 'decline',
      form: {},
      clientAddress: null,
    });
    expect(declined.ok && declined.value.words.declined).toMatch(/drawn again/);
    expect(await mails('claim-received')).toEqual([expect.not.objectContaining({ instant: true })]);
    expect((await mails('claim-received'))[0]).toMatchObject({ decision: 'decline' });
  });

  it("the claim view of a main prize says it is drawn again; the winner's notice carries the prize's value", async () => {
    const { w, player, winnerId, mails } = await aWonGame(60_000);
    const view = await w.useCases.getPrizeClaim.execute({ winnerId, userId: player });
    expect(view.ok && view.value).toMatchObject({ instant: false, taxIdRequired: true });
    expect(view.ok && view.value.words.decline).toBe('I decline the prize (it will be drawn again)');
    expect(await mails('winner')).toEqual([expect.objectContaining({ prizeValueCents: 60_000 })]);
  });
});

describe("an instant prize's claim never promises a redraw", () => {
  it('its claim view, decline and e-mails are in the instant words', async () => {
    const w = adminWorld();
    const game = await w.aGame({ totalNumbers: 10, prizeValueCents: 10_000 });
    await w.repos.instantPrizes.replace(game.id, [{ name: 'Gift card', valueCents: 2500, number: 7 }]);
    const player = await w.aPlayer('Ida');
    const claim = await w.claim(game.id, 7, player, { kind: 'free', status: 'free', priceCents: 0 });
    const at = w.clock.now();
    const award = await w.repos.instantPrizes.award(claim.id, {
      at,
      deadline: new Date(at.getTime() + 72 * 3_600_000),
      windowHours: 72,
    });
    const winnerId = award?.winnerId ?? 0;
    const view = await w.useCases.getPrizeClaim.execute({ winnerId, userId: player });
    if (!view.ok) throw new Error(view.error.message);
    expect(view.value.instant).toBe(true);
    for (const text of Object.values(view.value.words)) expect(text).not.toMatch(/drawn|redraw/i);
    await w.useCases.answerPrizeClaim.execute({
      winnerId,
      userId: player,
      decision: 'decline',
      form: {},
      clientAddress: null,
    });
    const received = (await w.repos.outbox.list(100)).filter((m) => m.message.kind === 'claim-received');
    expect(received.map((m) => m.message)).toEqual([
      expect.objectContaining({ decision: 'decline', instant: true }),
    ]);
  });
});
