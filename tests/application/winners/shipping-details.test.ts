import { describe, expect, it } from 'vitest';
import { aSignedClaim } from '../../contract/prize-claims.contract';
import { ADMIN, adminWorld } from '../admin-games/admin-world';

/** A game won by a player, its claim opened by the pick; the world and the winner id. */
async function aWonClaim() {
  const w = adminWorld();
  const game = await w.aGame({ name: 'Bike Wheel', prize: 'A bicycle' });
  const ann = await w.aPlayer('Ann');
  await w.claim(game.id, 4, ann);
  const picked = await w.useCases.selectWinner.execute({
    gameId: game.id,
    playerId: ann,
    reason: 'Story',
    admin: ADMIN,
  });
  if (!picked.ok) throw new Error(picked.error.message);
  const listed = await w.useCases.listPrizeClaims.execute({});
  const winnerId = listed.ok ? (listed.value.claims[0]?.winnerId ?? 0) : 0;
  return { w, winnerId };
}

describe('where a prize ships: read one accepted claim at a time, or in the export, each read logged', () => {
  it('refuses a claim not accepted yet, then gives the signed address and phone, recording who read it', async () => {
    const { w, winnerId } = await aWonClaim();
    const reveal = () => w.useCases.revealShippingDetails.execute({ winnerId, admin: ADMIN });
    expect(await reveal()).toMatchObject({ ok: false, error: { code: 'CLAIM_NOT_OPEN' } });
    expect(await w.useCases.revealShippingDetails.execute({ winnerId: 999, admin: ADMIN })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await w.repos.events.recent(10)).toEqual([]);
    const signed = aSignedClaim();
    await w.repos.prizeClaims.change(winnerId, {
      from: ['notified'],
      to: 'claimed',
      at: w.clock.now(),
      by: 'winner',
      signed,
    });
    expect(await reveal()).toEqual({
      ok: true,
      value: { winnerId, legalName: signed.legalName, address: signed.address, phone: signed.phone },
    });
    expect((await w.repos.events.recent(10))[0]).toMatchObject({
      kind: 'admin_action',
      adminId: ADMIN.id,
      action: `Viewed the shipping address of prize claim ${winnerId}`,
    });
    const exported = await w.useCases.exportPrizeClaims.execute({ search: 'bike', admin: ADMIN });
    expect(exported.ok && exported.value.map((c) => c.signed?.address.line1)).toEqual([signed.address.line1]);
    expect((await w.repos.events.recent(10))[0]?.action).toBe(
      'Downloaded the prize claims export with shipping addresses',
    );
  });

  it('names the field of a bad status or page', async () => {
    const { w } = await aWonClaim();
    expect(await w.useCases.listPrizeClaims.execute({ status: 'lost' })).toMatchObject({
      ok: false,
      error: { field: 'status' },
    });
    expect(await w.useCases.listPrizeClaims.execute({ page: 0 })).toMatchObject({
      ok: false,
      error: { field: 'page' },
    });
    expect(await w.useCases.exportPrizeClaims.execute({ status: 'lost', admin: ADMIN })).toMatchObject({
      ok: false,
    });
    expect(await w.repos.events.recent(10)).toEqual([]);
  });
});
