import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../support/admin-session';
import { aClaimApp, aClaimForm, aWonGame, HOUR, outbox } from './claim-world';

describe("the operator's side of claims", () => {
  it('verifies, ships (the winner gets the tracking), delivers; each step only from the one before', async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const { winnerId } = await aWonGame(t, winner);
    // After the game (the helper moves the clock past the administrator's idle timeout).
    const admin = await signInAdmin(t);
    const step = (action: string, json: unknown = {}, cookie: string | undefined = admin) =>
      t.call('POST', `/api/admin/claims/${winnerId}/${action}`, { cookie, json });
    expect((await step('verify', {}, winner.cookie)).status).toBe(401);
    expect((await step('verify')).status).toBe(409);
    await t.call('POST', `/api/claims/${winnerId}`, { cookie: winner.cookie, json: aClaimForm() });
    expect((await step('ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).status).toBe(409);
    const verified = await step('verify');
    expect(await verified.json()).toMatchObject({
      status: 'verified',
      changedBy: 'admin@prizewheel.test',
      // The Winners tab shows the next step by these: Mark Shipped and Forfeit.
      actions: { answer: false, verify: false, ship: true, deliver: false, forfeit: true },
    });
    expect((await step('ship', { carrier: 'UPS' })).status).toBe(400);
    const shipped = await step('ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(await shipped.json()).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
    const mail = (await outbox(t)).filter((m) => m.message.kind === 'prize-shipped');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: winner.email,
      message: { trackingNumber: '1Z999AA10123456784', winnerId },
    });
    expect(await (await step('deliver')).json()).toMatchObject({ status: 'delivered' });
    expect((await step('forfeit', { reason: 'Too late' })).status).toBe(409);
    const list = await t.call('GET', '/api/admin/claims?status=delivered', { cookie: admin });
    const delivered = (await list.json()) as { claims: { winnerId: number }[]; total: number };
    expect(delivered.claims.map((c) => c.winnerId)).toEqual([winnerId]);
    expect(delivered.total).toBe(1);
    expect(
      await (await t.call('GET', '/api/admin/claims?status=shipped', { cookie: admin })).json(),
    ).toMatchObject({ claims: [], total: 0, page: 1, pageSize: 50 });
  });

  it('the TIN appears in no answer but the tax export, whose every download is in the activity list', async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const { winnerId, game } = await aWonGame(t, winner);
    const admin = await signInAdmin(t);
    const answer = await t.call('POST', `/api/claims/${winnerId}`, {
      cookie: winner.cookie,
      json: aClaimForm({ taxId: '123-45-6789' }),
    });
    const year = t.clock.now().getUTCFullYear();
    const answers = [
      await answer.text(),
      ...(await Promise.all(
        [
          ['GET', `/api/claims/${winnerId}`, winner.cookie],
          ['GET', '/api/user/wins', winner.cookie],
          ['GET', '/api/user/profile', winner.cookie],
          ['GET', '/api/winners', undefined],
          ['GET', `/api/games/${game.id}`, undefined],
          ['GET', '/api/admin/claims', admin],
          ['GET', '/api/admin/claims/export.csv', admin],
          ['GET', '/api/admin/winners', admin],
          ['GET', '/api/admin/activity', admin],
          ['GET', `/api/admin/users/${winner.id}`, admin],
          ['GET', `/api/admin/users/${winner.id}/activity`, admin],
          ['GET', '/api/admin/mail', admin],
        ].map(async ([method, path, cookie]) =>
          (await t.call(method ?? 'GET', path ?? '/', { cookie })).text(),
        ),
      )),
      JSON.stringify(await t.persistence.repositories.outbox.list(100)),
    ];
    for (const text of answers) expect(text).not.toMatch(/123-?45-?6789/);
    const claim = JSON.parse(answers[1] ?? '{}') as { signed: { taxId: string } };
    expect(claim.signed.taxId).toBe('***-**-6789');
    expect(
      (await t.call('GET', `/api/admin/claims/tax-export.csv?year=${year}`, { cookie: winner.cookie }))
        .status,
    ).toBe(401);
    const exported = await t.call('GET', `/api/admin/claims/tax-export.csv?year=${year}`, { cookie: admin });
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const csv = await exported.text();
    expect(csv).toContain('"123456789"');
    expect(csv).toContain('"Ada Palmer"');
    const activity = await t.persistence.repositories.events.recent(50);
    expect(activity.filter((e) => e.action === `Downloaded the ${year} tax export`)).toHaveLength(1);
  });

  it('reminds at a third and two thirds of the window once each, then forfeits once and tells the operator', async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const { winnerId, game } = await aWonGame(t, winner);
    const run = () =>
      Promise.all([t.useCases.runClaimDeadlines.execute(), t.useCases.runClaimDeadlines.execute()]);
    const reminders = async () => (await outbox(t)).filter((m) => m.message.kind === 'claim-reminder').length;
    await run();
    expect(await reminders()).toBe(0);
    t.clock.advance(24 * HOUR);
    await run();
    await run();
    expect(await reminders()).toBe(1);
    t.clock.advance(24 * HOUR);
    await run();
    expect(await reminders()).toBe(2);
    t.clock.advance(24 * HOUR);
    const reports = await run();
    expect(reports.flatMap((r) => r.forfeited)).toEqual([winnerId]);
    await run();
    expect(
      (await t
        .call('GET', `/api/claims/${winnerId}`, { cookie: winner.cookie })
        .then((r) => r.json())) as object,
    ).toMatchObject({
      status: 'forfeited',
      changedBy: 'claim window',
    });
    const setAside = (await outbox(t)).filter((m) => m.message.kind === 'winner-set-aside');
    expect(setAside).toHaveLength(1);
    const events = await t.persistence.repositories.events.recent(50);
    expect(events.filter((e) => e.action.startsWith('Prize forfeited'))).toHaveLength(1);
    expect(await t.persistence.repositories.winners.findByGame(game.id)).toBeNull();
    const late = await t.call('POST', `/api/claims/${winnerId}`, {
      cookie: winner.cookie,
      json: aClaimForm(),
    });
    expect(late.status).toBe(409);
  });
});

describe('the public winners list: GET /api/winners', () => {
  it('names each winner in force by first name, last initial and state, or by state alone when private', async () => {
    const t = aClaimApp();
    const ada = await t.signUp({ firstName: 'Ada', lastName: 'Palmer', state: 'CA' });
    const bo = await t.signUp({ firstName: 'Bo', lastName: 'Lee', state: 'TN', optOutPublicity: true });
    // One flag: the sign-up opt-out is Profile Visibility off; without it the profile is visible.
    const visibility = async (cookie: string) =>
      (
        (await (await t.call('GET', '/api/user/preferences', { cookie })).json()) as {
          profileVisible: boolean;
        }
      ).profileVisible;
    expect([await visibility(ada.cookie), await visibility(bo.cookie)]).toEqual([true, false]);
    const first = await aWonGame(t, ada, 250_000);
    const second = await aWonGame(t, bo, 10_000);
    const answer = await t.call('GET', '/api/winners');
    expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    const body = (await answer.json()) as { items: unknown[]; nextCursor: string | null };
    expect(body).toEqual({
      items: [
        {
          gameId: second.game.id,
          gameName: second.game.name,
          prize: 'A bicycle',
          prizeValue: 100,
          kind: 'draw',
          wonAt: expect.any(String),
          winner: 'A player from TN',
          fairnessUrl: `/fairness/${second.game.id}`,
        },
        expect.objectContaining({ gameId: first.game.id, winner: 'Ada P., CA', prizeValue: 2500 }),
      ],
      nextCursor: null,
    });
    const etag = answer.headers.get('etag') ?? '';
    expect((await t.call('GET', '/api/winners', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await t.call('GET', '/api/winners?cursor=nonsense')).status).toBe(400);
    const trpc = await t.call('GET', '/trpc/winners.list?input=%7B%7D');
    expect(
      ((await trpc.json()) as { result: { data: { items: unknown[] } } }).result.data.items,
    ).toHaveLength(2);
  });

  it('pages newest first with a cursor, and leaves out a winner set aside', async () => {
    const t = aClaimApp();
    const players = await Promise.all(Array.from({ length: 3 }, () => t.signUp()));
    const won = [];
    for (const p of players) won.push(await aWonGame(t, p));
    const admin = await signInAdmin(t);
    const del = await t.call('DELETE', `/api/admin/winners/${won[1]?.winnerId}`, {
      cookie: admin,
      json: { reason: 'Ineligible' },
    });
    expect(del.status).toBe(200);
    const all = (await (await t.call('GET', '/api/winners')).json()) as { items: { gameId: number }[] };
    expect(all.items.map((i) => i.gameId)).toEqual([won[2]?.game.id, won[0]?.game.id]);
    const claim = await t.call('GET', `/api/claims/${won[1]?.winnerId}`, { cookie: players[1]?.cookie });
    expect(await claim.json()).toMatchObject({ status: 'forfeited', changedBy: 'set aside' });
  });
});
