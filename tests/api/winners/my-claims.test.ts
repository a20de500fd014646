import { describe, expect, it } from 'vitest';
import { aClaimApp, aClaimForm, aWonGame } from './claim-world';

type ClaimAnswer = {
  winnerId: number;
  gameId: number;
  status: string;
  signed: { taxId: string | null } | null;
};

describe("the player's own claims: GET /api/claims and claims.list", () => {
  it('answers 401 signed out, over REST and tRPC', async () => {
    const t = aClaimApp();
    expect((await t.call('GET', '/api/claims')).status).toBe(401);
    expect((await t.call('GET', '/trpc/claims.list')).status).toBe(401);
  });

  it("lists only the signed-in player's claims, newest first, the TIN masked", async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const other = await t.signUp();
    const first = await aWonGame(t, winner);
    const others = await aWonGame(t, other);
    const second = await aWonGame(t, winner);
    const signed = await t.call('POST', `/api/claims/${first.winnerId}`, {
      cookie: winner.cookie,
      json: aClaimForm(),
    });
    expect(signed.status).toBe(200);

    const mine = await t.call('GET', '/api/claims', { cookie: winner.cookie });
    expect(mine.status).toBe(200);
    const claims = (await mine.json()) as ClaimAnswer[];
    expect(claims.map((c) => c.winnerId)).toEqual([second.winnerId, first.winnerId]);
    expect(claims.map((c) => c.gameId)).toEqual([second.game.id, first.game.id]);
    expect(claims[1]).toMatchObject({ status: 'claimed', signed: { taxId: '***-**-6789' } });

    const theirs = await t.call('GET', '/api/claims', { cookie: other.cookie });
    expect(((await theirs.json()) as ClaimAnswer[]).map((c) => c.winnerId)).toEqual([others.winnerId]);

    const overTrpc = await t.call('GET', '/trpc/claims.list', { cookie: other.cookie });
    expect(overTrpc.status).toBe(200);
    const { result } = (await overTrpc.json()) as { result: { data: ClaimAnswer[] } };
    expect(result.data.map((c) => c.winnerId)).toEqual([others.winnerId]);

    const none = await t.signUp();
    expect(await (await t.call('GET', '/api/claims', { cookie: none.cookie })).json()).toEqual([]);
  });

  it('is in the OpenAPI document as claims.list, answering a list of claims', async () => {
    const t = aClaimApp();
    const document = (await (await t.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { operationId?: string; security?: unknown; responses: Record<string, unknown> }>
      >;
    };
    const operation = document.paths['/api/claims']?.get;
    expect(operation?.operationId).toBe('claims.list');
    expect(JSON.stringify(operation?.responses['200'])).toContain('"type":"array"');
    expect(operation?.security).toEqual([{ playerSession: [] }]);
  });
});
