import { beforeEach, describe, expect, it } from 'vitest';
import { TAX_RECORD_KEPT } from '../../domain/winners/claim-retention';
import { sourcesOf } from '../../domain/winners/prize-claim';
import { aSignedClaim } from './prize-claims.contract';
import { aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'winners' | 'users' | 'games' | 'prizeClaims'>;

const notifiedAt = new Date('2026-03-01T12:00:00Z');
const NO_ADDRESS = { line1: '', line2: '', city: '', state: '', zip: '' };

export function describePrizeClaimsErasureContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`PrizeClaims erasure contract: ${name}`, () => {
    let world: Subject;
    let ada: number;
    let bo: number;

    /** A claim of `player` for a prize worth `value`, signed and moved to `status`. */
    const aClaim = async (player: number, value: number, status: 'claimed' | 'forfeited' | 'notified') => {
      const game = (await world.games.create(aGameDraft())).id;
      await world.winners.record({
        gameId: game,
        userId: player,
        number: 3,
        reason: 'Random draw',
        selectedAt: notifiedAt,
        selectedBy: 'automatic draw',
      });
      const id =
        (await world.prizeClaims.open({
          gameId: game,
          gameName: 'Wheel',
          prize: 'A bicycle',
          prizeValueCents: value,
          notifiedAt,
          deadline: new Date(notifiedAt.getTime() + 72 * 3_600_000),
        })) ?? 0;
      if (status === 'notified') return id;
      const at = new Date('2026-03-02T09:00:00Z');
      const signed = aSignedClaim();
      await world.prizeClaims.change(id, { from: ['notified'], to: 'claimed', at, by: 'winner', signed });
      if (status === 'forfeited')
        await world.prizeClaims.change(id, { from: sourcesOf('forfeit'), to: 'forfeited', at, by: 'admin' });
      return id;
    };

    beforeEach(async () => {
      world = await makeSubject();
      ada = (await world.users.create(aNewUser({ firstName: 'Ada', lastName: 'Palmer' })))?.id ?? 0;
      bo = (await world.users.create(aNewUser({ firstName: 'Bo', lastName: 'Lee' })))?.id ?? 0;
    });

    it("erases the account's claim data but the tax record of an accepted prize of $600 or more", async () => {
      const taxed = await aClaim(ada, 60_000, 'claimed');
      const small = await aClaim(ada, 59_999, 'claimed');
      const forfeited = await aClaim(ada, 75_000, 'forfeited');
      const waiting = await aClaim(ada, 75_000, 'notified');
      const others = await aClaim(bo, 75_000, 'claimed');

      expect(await world.prizeClaims.eraseForAccount(ada, TAX_RECORD_KEPT)).toBe(4);

      const gone = { dateOfBirth: '', phone: '', signature: '', signedFrom: '' };
      expect((await world.prizeClaims.find(taxed))?.signed).toEqual({
        ...aSignedClaim(),
        ...gone,
      });
      const erased = {
        ...aSignedClaim(),
        ...gone,
        legalName: '',
        address: NO_ADDRESS,
        taxIdSealed: null,
        taxIdLast4: null,
      };
      expect((await world.prizeClaims.find(small))?.signed).toEqual(erased);
      expect((await world.prizeClaims.find(forfeited))?.signed).toEqual(erased);
      expect(await world.prizeClaims.find(waiting)).toMatchObject({ signed: null, status: 'notified' });
      expect((await world.prizeClaims.find(others))?.signed).toEqual(aSignedClaim());
      expect(await world.prizeClaims.find(taxed)).toMatchObject({
        status: 'claimed',
        prizeValueCents: 60_000,
      });
    });

    it("erases an erased account's kept tax records once their years are over, no one else's", async () => {
      const taxed = await aClaim(ada, 75_000, 'claimed');
      const kept = await aClaim(bo, 75_000, 'claimed');
      await world.prizeClaims.eraseForAccount(ada, TAX_RECORD_KEPT);
      await world.users.erase(ada, notifiedAt);

      expect(await world.prizeClaims.purgeTaxRecords(notifiedAt)).toBe(0);
      expect((await world.prizeClaims.find(taxed))?.signed?.taxIdSealed).toBe('v1.sealed');

      const later = new Date(notifiedAt.getTime() + 1);
      expect(await world.prizeClaims.purgeTaxRecords(later)).toBe(1);
      expect((await world.prizeClaims.find(taxed))?.signed).toMatchObject({
        legalName: '',
        address: NO_ADDRESS,
        taxIdSealed: null,
        taxIdLast4: null,
      });
      expect((await world.prizeClaims.find(kept))?.signed).toEqual(aSignedClaim());
      expect(await world.prizeClaims.purgeTaxRecords(later)).toBe(0);
    });
  });
}
