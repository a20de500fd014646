import { describe, expect, it } from 'vitest';
import { EXIT, verifyFromSite } from '../../../adapters/cli/verify-fairness';
import { VerifyFairnessAnswer } from '../../../application/fairness/verify-fairness-answer';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const PRIZES = [
  { name: 'Gift card', value: 25 },
  { name: 'Headphones', value: 79.99 },
  { name: 'Tote bag', value: 12.5 },
];

type Entry = { type: string; spin?: number; number?: number; instant?: number; k?: number; hash: string };

async function anInstantGame(t: TestApp, admin: string, json: Record<string, unknown> = {}) {
  const created = await t.call('POST', '/api/admin/games', {
    cookie: admin,
    json: { name: 'Instant Wheel', prize: 'Bike', prizeValue: 500, totalNumbers: 12, ...json },
  });
  return created;
}

describe('instant prizes set by the operator', () => {
  it('are refused with a 400 naming the field: too many for the numbers, a bad value, no name, over 50', async () => {
    const t = buildTestApp();
    const admin = await signInAdmin(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ totalNumbers: 4, instantPrizes: [PRIZES[0], PRIZES[1], PRIZES[2]] }, 'instantPrizes'],
      [{ totalNumbers: 1, instantPrizes: [PRIZES[0]] }, 'instantPrizes'],
      [{ totalNumbers: 500, instantPrizes: Array.from({ length: 51 }, () => PRIZES[0]) }, 'instantPrizes'],
      [{ instantPrizes: [PRIZES[0], { name: 'Mug', value: -1 }] }, 'instantPrizes[1].value'],
      [{ instantPrizes: [{ name: '  ', value: 5 }] }, 'instantPrizes[0].name'],
      [{ instantPrizes: [{ name: 'x'.repeat(101), value: 5 }] }, 'instantPrizes[0].name'],
      [{ maxEntriesPerPlayer: 0 }, 'maxEntriesPerPlayer'],
      [{ maxEntriesPerPlayer: 2.5 }, 'maxEntriesPerPlayer'],
    ];
    for (const [json, field] of cases) {
      const answer = await anInstantGame(t, admin, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_INPUT', field });
    }
    expect((await t.call('GET', '/api/admin/games', { cookie: admin })).status).toBe(200);
  });

  it('are public in order from creation, editable until the first claim, then locked', async () => {
    const t = buildTestApp();
    const admin = await signInAdmin(t);
    const created = await anInstantGame(t, admin, { instantPrizes: PRIZES, maxEntriesPerPlayer: 3 });
    expect(created.status).toBe(201);
    const game = await created.json();
    expect(game).toMatchObject({ gameType: 'instant_win', maxEntriesPerPlayer: 3 });
    expect(game.instantPrizes).toEqual(
      PRIZES.map((p, i) => ({ k: i + 1, ...p, won: false, number: null, winner: null, wonAt: null })),
    );
    const edited = await t.call('PATCH', `/api/admin/games/${game.id}`, {
      cookie: admin,
      json: { instantPrizes: [PRIZES[1]] },
    });
    expect(edited.status).toBe(200);
    const page = await (await t.call('GET', `/api/games/${game.id}`)).json();
    expect(page.instantPrizes.map((p: { name: string }) => p.name)).toEqual(['Headphones']);
    const player = await t.signUp();
    await t.call('POST', '/api/card/add', {
      json: { cardNonce: 'cnon:card-nonce-ok' },
      cookie: player.cookie,
    });
    const spun = await t.call('POST', '/api/spin', {
      json: { gameId: game.id, agreedToTerms: true },
      cookie: player.cookie,
    });
    expect(spun.status).toBe(200);
    const locked = await t.call('PATCH', `/api/admin/games/${game.id}`, {
      cookie: admin,
      json: { instantPrizes: PRIZES },
    });
    expect(locked.status).toBe(409);
    expect(await locked.json()).toMatchObject({ code: 'GAME_NUMBERS_LOCKED', field: 'instantPrizes' });
    const wheel = await (await anInstantGame(t, admin)).json();
    expect(wheel).toMatchObject({ gameType: 'wheel_spin', maxEntriesPerPlayer: null, instantPrizes: [] });
  });
});

describe('an instant-win game played to sell-out and drawn', () => {
  it('re-derives every instant win and the draw with the command-line verifier; a tampered award fails', async () => {
    const t = buildTestApp();
    const admin = await signInAdmin(t);
    const created = await anInstantGame(t, admin, {
      freePlayStart: 1,
      freePlayEnd: 3,
      instantPrizes: PRIZES,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const game = await created.json();
    const post = (path: string, json: unknown, cookie: string) => t.call('POST', path, { json, cookie });
    const fairness = async () => (await t.call('GET', `/api/games/${game.id}/fairness`)).json();
    const spin = (cookie: string) => post('/api/spin', { gameId: game.id, agreedToTerms: true }, cookie);

    const payer = await t.signUp();
    expect((await post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' }, payer.cookie)).status).toBe(200);
    const decliner = await t.signUp();
    await post('/api/card/add', { cardNonce: 'cnon:card-nonce-insufficient-funds' }, decliner.cookie);
    const wins: { k: number; name: string; value: number }[] = [];
    const free = await (await post('/api/free-spin', { gameId: game.id }, (await t.signUp()).cookie)).json();
    expect(free).toHaveProperty('instantWin');
    if (free.instantWin) wins.push(free.instantWin);
    expect((await (await spin(decliner.cookie)).json()).code).toBe('PAYMENT_DECLINED');
    let payerSpinWins = 0;
    // The decline's hold ends: its number goes back, and whoever claims it next and pays may win it.
    t.clock.advance(11 * MINUTE);
    for (let spins = 0; spins < 20; spins += 1) {
      const answer = await spin(payer.cookie);
      if (answer.status !== 200) {
        expect((await answer.json()).code).toBe('NO_NUMBER_FOR_SALE');
        break;
      }
      const body = await answer.json();
      expect(body).toHaveProperty('instantWin');
      if (body.instantWin) {
        wins.push(body.instantWin);
        payerSpinWins += 1;
      }
    }
    for (const rider of [await t.signUp(), await t.signUp()]) {
      const body = await (await post('/api/free-spin', { gameId: game.id }, rider.cookie)).json();
      if (body.instantWin) wins.push(body.instantWin);
    }
    // Every number was claimed and settled: every instant prize was won once, by the spins that say so.
    expect(wins.map((w) => w.k).sort()).toEqual([1, 2, 3]);
    const page = await (await t.call('GET', `/api/games/${game.id}`)).json();
    expect(page.instantPrizes.every((p: { won: boolean; winner: string | null }) => p.won && p.winner)).toBe(
      true,
    );
    const history = await (await t.call('GET', '/api/transactions', { cookie: payer.cookie })).json();
    const payerWins = history.flatMap((e: { instantWin: { k: number } | null }) =>
      e.instantWin ? [e.instantWin.k] : [],
    );
    expect(payerWins.length).toBe(payerSpinWins);

    const drawn = await t.call('POST', `/api/admin/games/${game.id}/draw`, { cookie: admin });
    expect(drawn.status).toBe(200);
    const answer = await fairness();
    expect(
      answer.instantPrizes.map(
        (p: { number: number | null; spin: number | null }) => p.number !== null && p.spin !== null,
      ),
    ).toEqual([true, true, true]);
    // Scheme 3: no claim carries a prize; each prize won is one entry of its own, naming the winning spin.
    expect(answer.log.filter((e: Entry) => e.type === 'claim' && e.instant !== undefined)).toEqual([]);
    const awards = answer.log.filter((e: Entry) => e.type === 'instant');
    expect(awards.map((e: Entry) => [e.k, e.spin]).sort()).toEqual(
      answer.instantPrizes.map((p: { k: number; spin: number }) => [p.k, p.spin]),
    );

    const lines: string[] = [];
    const code = await verifyFromSite(['http://prizewheel.test', String(game.id)], {
      fetch: async (url) => t.call('GET', new URL(String(url)).pathname),
      out: (text) => lines.push(text),
    });
    expect(code, lines.join('\n')).toBe(EXIT.verified);
    const report = new VerifyFairnessAnswer().execute(answer, game.id);
    if (!report.ok) throw new Error(report.error);
    expect(report.value.instantPrizes.map((p) => p.status)).toEqual(['checked', 'checked', 'checked']);
    expect(report.value.draw?.status).toBe('checked');

    // One award's prize changed: that entry fails, and every entry after it (the chain). Before it,
    // only the winning claim may fail too (a free claim of a prize's number must be followed at once by
    // its award, and now is not): which claim that is depends on the game's random seed.
    const at = answer.log.findIndex((e: Entry) => e.type === 'instant');
    const winningClaim = answer.log.findIndex(
      (e: Entry) => e.type === 'claim' && e.spin === answer.log[at].spin,
    );
    const log = answer.log.map((e: Entry, i: number) =>
      i === at ? { ...e, k: ((e.k as number) % 3) + 1 } : e,
    );
    const tampered = new VerifyFairnessAnswer().execute({ ...answer, log }, game.id);
    if (!tampered.ok) throw new Error(tampered.error);
    expect(tampered.value.verdict).toBe('failed');
    tampered.value.entries.forEach((check, i) => {
      if (i === winningClaim) return;
      expect(check.status, `entry ${i + 1}`).toBe(i < at ? 'checked' : 'failed');
    });

    // Instant winners are winner records of kind instant; the main draw's winner is the one main record.
    const winners = await (await t.call('GET', '/api/admin/winners', { cookie: admin })).json();
    const ofGame = winners.filter((w: { gameId: number }) => w.gameId === game.id);
    expect(ofGame.filter((w: { kind: string }) => w.kind === 'instant')).toHaveLength(3);
    expect(ofGame.filter((w: { kind: string }) => w.kind === 'main')).toHaveLength(1);
    const publicList = await (await t.call('GET', '/api/winners')).json();
    expect(JSON.stringify(publicList)).toContain('"kind":"instant"');
  });
});
