import { describe, expect, it } from 'vitest';
import { readCsv } from '../../support/csv-reader';
import { signInAdmin } from '../support/admin-session';
import { aClaimApp, aClaimForm, aWonGame, HOUR } from '../winners/claim-world';

describe("the operator's tools: where a prize ships, ending a game now, and the lists' pages", () => {
  it("reveals an accepted claim's address and phone one claim at a time and in the CSV, each read logged", async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const { winnerId } = await aWonGame(t, winner, 10_000);
    const admin = await signInAdmin(t);
    const shipping = () => t.call('GET', `/api/admin/claims/${winnerId}/shipping`, { cookie: admin });
    // Not accepted yet: nothing to ship to.
    const early = await shipping();
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'CLAIM_NOT_OPEN' });
    const form = aClaimForm({
      address: { line1: '12 Broadway', line2: 'Apt 4', city: 'Nashville', state: 'TN', zip: '37201' },
    });
    expect(
      (await t.call('POST', `/api/claims/${winnerId}`, { cookie: winner.cookie, json: form })).status,
    ).toBe(200);

    const listed = (await (await t.call('GET', '/api/admin/claims', { cookie: admin })).json()) as {
      claims: { signed: Record<string, unknown>; shippingDetails: boolean }[];
    };
    expect(listed.claims[0]).toMatchObject({
      shippingDetails: true,
      signed: { shipsTo: { city: 'Nashville', state: 'TN' } },
    });
    expect(JSON.stringify(listed)).not.toMatch(/12 Broadway|37201|559-555/);

    const revealed = await shipping();
    expect(revealed.status).toBe(200);
    expect(await revealed.json()).toEqual({
      winnerId,
      legalName: 'Ada Palmer',
      address: { line1: '12 Broadway', line2: 'Apt 4', city: 'Nashville', state: 'TN', zip: '37201' },
      phone: '559-555-0100',
    });
    const viaTrpc = await t.call(
      'GET',
      `/trpc/admin.claims.shippingDetails?input=${encodeURIComponent(JSON.stringify({ winnerId }))}`,
      { cookie: admin },
    );
    expect(viaTrpc.status).toBe(200);
    expect(
      (await t.call('GET', `/api/admin/claims/${winnerId}/shipping`, { cookie: winner.cookie })).status,
    ).toBe(401);
    expect((await t.call('GET', '/api/admin/claims/2000000000/shipping', { cookie: admin })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/admin/claims/abc/shipping', { cookie: admin })).status).toBe(400);

    const csv = readCsv(
      await (await t.call('GET', '/api/admin/claims/export.csv', { cookie: admin })).text(),
    );
    const header = csv[0] ?? [];
    const row = Object.fromEntries(header.map((name, i) => [name, csv[1]?.[i]]));
    expect(row).toMatchObject({
      'Ship to': 'Ada Palmer',
      'Street address': '12 Broadway',
      'Address line 2': 'Apt 4',
      City: 'Nashville',
      State: 'TN',
      ZIP: '37201',
      Phone: '559-555-0100',
    });
    // A game filter naming no game is an empty export, not a failure.
    const none = await t.call('GET', '/api/admin/claims/export.csv?gameId=2000000000', { cookie: admin });
    expect(none.status).toBe(200);
    expect(readCsv(await none.text())).toHaveLength(1);
    const actions = (await t.persistence.repositories.events.recent(20)).map((e) => e.action);
    expect(
      actions.filter((a) => a === `Viewed the shipping address of prize claim ${winnerId}`),
    ).toHaveLength(2);
    expect(actions).toContain('Downloaded the prize claims export with shipping addresses');
  });

  it('ends a live game now over REST and tRPC, once, then draws it; a game not live is a 409 naming why', async () => {
    const t = aClaimApp();
    const player = await t.signUp();
    let admin = await signInAdmin(t);
    const create = async (name: string) => {
      const created = await t.useCases.createGame.execute({
        name,
        prize: 'Mug',
        durationHours: 24,
        totalNumbers: 10,
        freePlay: { start: 1, end: 10 },
      });
      if (!created.ok) throw new Error(created.error.message);
      return created.value;
    };
    const game = await create('End Me');
    expect(
      (await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: game.id } })).status,
    ).toBe(200);
    const listed = (await (await t.call('GET', '/api/admin/games', { cookie: admin })).json()) as {
      id: number;
      actions: { endNow: boolean; draw: boolean };
    }[];
    expect(listed.find((g) => g.id === game.id)?.actions).toMatchObject({ endNow: true, draw: false });
    t.clock.advance(HOUR);
    admin = await signInAdmin(t);

    const end = () => t.call('POST', `/api/admin/games/${game.id}/end`, { cookie: admin, json: {} });
    const [first, second] = await Promise.all([end(), end()]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const ended = (await (first.status === 200 ? first : second).json()) as Record<string, unknown>;
    expect(ended).toMatchObject({ status: 'ended', actions: { endNow: false, draw: true } });
    const refused = (await (first.status === 409 ? first : second).json()) as {
      code: string;
      message: string;
    };
    expect(refused).toMatchObject({ code: 'GAME_ENDED' });
    expect(refused.message).toContain('Only a live game can be ended now');

    const fairness = (await (await t.call('GET', `/api/games/${game.id}/fairness`)).json()) as {
      log: { type: string; detail?: string }[];
    };
    expect(fairness.log.filter((e) => e.type === 'edit')).toHaveLength(1);
    const drawn = await t.call('POST', `/api/admin/games/${game.id}/draw`, { cookie: admin, json: {} });
    expect(drawn.status, await drawn.clone().text()).toBe(200);

    const other = await create('End Me Too');
    const viaTrpc = await t.call('POST', '/trpc/admin.games.end', { cookie: admin, json: { id: other.id } });
    expect(viaTrpc.status, await viaTrpc.clone().text()).toBe(200);
    expect((await t.call('POST', '/api/admin/games/abc/end', { cookie: admin, json: {} })).status).toBe(400);
    expect(
      (await t.call('POST', '/api/admin/games/2000000000/end', { cookie: admin, json: {} })).status,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/admin/games/${other.id}/end`, { cookie: player.cookie, json: {} })).status,
    ).toBe(401);
  });

  it('pages, searches and filters the claims and the mail, and names a bad field with a 400', async () => {
    const t = aClaimApp();
    let admin = await signInAdmin(t);
    const get = async (path: string) => {
      const response = await t.call('GET', path, { cookie: admin });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    for (const [path, field] of [
      ['/api/admin/claims?page=0', 'page'],
      ['/api/admin/claims?page=x', 'page'],
      ['/api/admin/claims?status=lost', 'status'],
      ['/api/admin/claims?gameId=-1', 'gameId'],
      [`/api/admin/claims?search=${'x'.repeat(201)}`, 'search'],
      ['/api/admin/mail?page=0', 'page'],
      ['/api/admin/mail?kind=spam', 'kind'],
      ['/api/admin/mail?status=lost', 'status'],
      ['/api/admin/users?page=0', 'page'],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ code: 'INVALID_INPUT', field });
    }
    const winner = await t.signUp();
    await aWonGame(t, winner, 10_000);
    admin = await signInAdmin(t);
    expect(await get('/api/admin/claims?search=bicycle&page=1')).toMatchObject({
      status: 200,
      body: { total: 1, page: 1, pageSize: 50 },
    });
    expect(await get('/api/admin/claims?search=no-such-thing')).toMatchObject({
      body: { claims: [], total: 0 },
    });
    expect(await get('/api/admin/claims?page=9')).toMatchObject({ body: { claims: [], total: 1, page: 9 } });
    const mail = await get(`/api/admin/mail?kind=winner&search=${encodeURIComponent(winner.email)}`);
    expect(mail).toMatchObject({ status: 200, body: { total: 1, pageSize: 50 } });
    expect(await get('/api/admin/mail?kind=receipt')).toMatchObject({ body: { messages: [], total: 0 } });
  });
});
