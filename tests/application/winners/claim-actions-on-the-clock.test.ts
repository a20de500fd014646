import { describe, expect, it } from 'vitest';
import { GetPrizeClaim } from '../../../application/winners/get-prize-claim';
import { ListMyPrizeClaims } from '../../../application/winners/list-my-prize-claims';
import { ListPrizeClaims } from '../../../application/winners/list-prize-claims';
import type { PrizeClaim } from '../../../application/winners/ports/prize-claims';

const deadline = new Date('2026-06-04T12:00:00Z');
const claim: PrizeClaim = {
  winnerId: 7,
  gameId: 3,
  userId: 11,
  number: 42,
  gameName: 'Mug Draw',
  prize: 'Travel mug',
  prizeValueCents: 7_500,
  instant: false,
  status: 'notified',
  notifiedAt: new Date('2026-06-01T12:00:00Z'),
  deadline,
  remindersSent: 0,
  signed: null,
  shipment: null,
  changedAt: new Date('2026-06-01T12:00:00Z'),
  changedBy: 'system',
};
const at = (iso: string) => ({ now: () => new Date(iso) });
const before = at('2026-06-04T11:59:59Z');
const after = at('2026-06-04T12:00:01Z');

describe("a claim's actions are read on the use case's clock, not the server's wall clock", () => {
  it('the claim page may answer until the deadline passes on that clock', async () => {
    const claims = { find: async () => claim };
    const open = await new GetPrizeClaim(claims, before).execute({ winnerId: 7, userId: 11 });
    const shut = await new GetPrizeClaim(claims, after).execute({ winnerId: 7, userId: 11 });
    expect(open.ok && open.value.actions.answer).toBe(true);
    expect(shut.ok && shut.value.actions.answer).toBe(false);
    expect(shut.ok && shut.value.actions.forfeit).toBe(true);
  });

  it("the player's list and the Winners tab's list alike", async () => {
    const mine = { listOfPlayer: async () => [claim] };
    expect((await new ListMyPrizeClaims(mine, before).execute(11))[0]?.actions.answer).toBe(true);
    expect((await new ListMyPrizeClaims(mine, after).execute(11))[0]?.actions.answer).toBe(false);
    const listed = {
      listPage: async () => ({ claims: [{ ...claim, player: null }], total: 1 }),
      listGames: async () => [],
    };
    const tab = await new ListPrizeClaims(listed, after).execute({});
    expect(tab.ok && tab.value.claims[0]?.actions).toEqual({
      answer: false,
      verify: false,
      ship: false,
      deliver: false,
      forfeit: true,
    });
  });
});
