import { describe, expect, it } from 'vitest';
import { UNDER_AGE_MESSAGE } from '../../../domain/winners/claim-form';
import { TAX_ID_REQUIRED_MESSAGE } from '../../../domain/winners/tax-id';
import { signInAdmin } from '../support/admin-session';
import { aClaimApp, aClaimForm, aWonGame, outbox } from './claim-world';

describe('the winner claim: /api/claims/{winnerId}', () => {
  it('only the winner reads or answers the claim; a visitor must sign in, another player learns nothing', async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const other = await t.signUp();
    const { winnerId, game } = await aWonGame(t, winner);
    expect((await t.call('GET', `/api/claims/${winnerId}`)).status).toBe(401);
    expect((await t.call('GET', `/api/claims/${winnerId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.call('GET', '/api/claims/999999', { cookie: winner.cookie })).status).toBe(404);
    const post = await t.call('POST', `/api/claims/${winnerId}`, {
      cookie: other.cookie,
      json: aClaimForm(),
    });
    expect(post.status).toBe(404);
    const own = await t.call('GET', `/api/claims/${winnerId}`, { cookie: winner.cookie });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      winnerId,
      gameId: game.id,
      prize: 'A bicycle',
      prizeValue: 750,
      status: 'notified',
      taxIdRequired: true,
      signed: null,
      // The page shows the form by this: the winner may answer, the operator only forfeit.
      actions: { answer: true, verify: false, ship: false, deliver: false, forfeit: true },
    });
  });

  it('the winner notice links to the claim page', async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const { winnerId } = await aWonGame(t, winner);
    const notice = (await outbox(t)).find((m) => m.message.kind === 'winner');
    expect(notice?.message).toMatchObject({ winnerId, claimWindowHours: 72 });
  });

  it('refuses an under-18 winner and a shipping state where the prize is not offered, with clear messages', async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const { winnerId } = await aWonGame(t, winner);
    const young = await t.call('POST', `/api/claims/${winnerId}`, {
      cookie: winner.cookie,
      json: aClaimForm({ dateOfBirth: '2015-01-01' }),
    });
    expect(young.status).toBe(400);
    expect(await young.json()).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'dateOfBirth',
      message: UNDER_AGE_MESSAGE,
    });
    const ny = await t.call('POST', `/api/claims/${winnerId}`, {
      cookie: winner.cookie,
      json: aClaimForm({ address: { line1: '1 Broadway', city: 'New York', state: 'NY', zip: '10004' } }),
    });
    expect(ny.status).toBe(400);
    expect(await ny.json()).toMatchObject({
      field: 'address.state',
      message: 'Sorry, prizes cannot be shipped to New York: residents of New York are not eligible',
    });
  });

  it('asks the TIN at $600 and above only', async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const big = await aWonGame(t, winner, 60_000);
    const missing = await t.call('POST', `/api/claims/${big.winnerId}`, {
      cookie: winner.cookie,
      json: aClaimForm({ taxId: '' }),
    });
    expect(await missing.json()).toMatchObject({ field: 'taxId', message: TAX_ID_REQUIRED_MESSAGE });
    const bad = await t.call('POST', `/api/claims/${big.winnerId}`, {
      cookie: winner.cookie,
      json: aClaimForm({ taxId: '000-12-3456' }),
    });
    expect(bad.status).toBe(400);
    const small = await aWonGame(t, winner, 59_999);
    const claimed = await t.call('POST', `/api/claims/${small.winnerId}`, {
      cookie: winner.cookie,
      json: aClaimForm({ taxId: undefined }),
    });
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toMatchObject({
      status: 'claimed',
      taxIdRequired: false,
      signed: { taxId: null },
    });
  });

  it('stores one claim of two parallel submissions; the other is refused', async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const { winnerId } = await aWonGame(t, winner);
    const answers = await Promise.all([
      t.call('POST', `/api/claims/${winnerId}`, { cookie: winner.cookie, json: aClaimForm() }),
      t.call('POST', `/api/claims/${winnerId}`, {
        cookie: winner.cookie,
        json: aClaimForm({ legalName: 'Ada B. Palmer', signature: 'Ada B. Palmer' }),
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const events = await t.persistence.repositories.events.recent(100);
    expect(events.filter((e) => e.action === 'Prize claimed')).toHaveLength(1);
    const stored = await t.call('GET', `/api/claims/${winnerId}`, { cookie: winner.cookie });
    const body = (await stored.json()) as { status: string; signed: { signedFrom: string; taxId: string } };
    expect(body.status).toBe('claimed');
    expect(body.signed.taxId).toBe('***-**-6789');
    expect(body.signed.signedFrom).toEqual(expect.any(String));
  });

  it('a declined prize is set aside in the open and redrawn at once with automatic redraw on', async () => {
    const t = aClaimApp();
    const admin = await signInAdmin(t);
    const on = await t.call('PATCH', '/api/admin/settings/automaticRedraw', {
      cookie: admin,
      json: { value: true },
    });
    expect(on.status).toBe(200);
    const first = await t.signUp();
    const second = await t.signUp();
    const { game, winnerId } = await aWonGame(t, first, 75_000, [second]);
    const declined = await t.call('POST', `/api/claims/${winnerId}`, {
      cookie: first.cookie,
      json: { decision: 'decline' },
    });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ status: 'declined' });
    const fairness = (await (await t.call('GET', `/api/games/${game.id}/fairness`)).json()) as {
      log: { type: string }[];
    };
    expect(fairness.log.map((e) => e.type)).toEqual(expect.arrayContaining(['setaside', 'draw']));
    const claims = await t.useCases.listPrizeClaims.execute({ gameId: game.id });
    expect(claims.ok && claims.value.claims.map((c) => [c.userId, c.status])).toEqual([
      [second.id, 'notified'],
      [first.id, 'declined'],
    ]);
  });
});
