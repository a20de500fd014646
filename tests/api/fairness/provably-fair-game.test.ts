import { describe, expect, it } from 'vitest';
import { EXIT, verifyFromSite } from '../../../adapters/cli/verify-fairness';
import { VerifyFairnessAnswer } from '../../../application/fairness/verify-fairness-answer';
import { toHex } from '../../../domain/fairness/hex';
import { gameClientSeed } from '../../../domain/fairness/seeds';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('a provably fair game played to sell-out and drawn', () => {
  it('re-derives every claim and the draw with the command-line verifier, and links every hash', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(12).withFreeRange(1, 3));
    const post = (path: string, json: unknown, cookie: string) => t.call('POST', path, { json, cookie });
    const fairness = async () => (await t.call('GET', `/api/games/${game.id}/fairness`)).json();
    const spin = (cookie: string) => post('/api/spin', { gameId: game.id, agreedToTerms: true }, cookie);

    const payer = await t.signUp();
    expect((await post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' }, payer.cookie)).status).toBe(200);
    const decliner = await t.signUp();
    await post('/api/card/add', { cardNonce: 'cnon:card-nonce-insufficient-funds' }, decliner.cookie);
    const freeRider = await t.signUp();

    const free = await (await post('/api/free-spin', { gameId: game.id }, freeRider.cookie)).json();
    // Scheme 3: the claim uses and shows the player's seed for this game, never their seed itself.
    const riderSeed = (
      await (await t.call('GET', '/api/user/client-seed', { cookie: freeRider.cookie })).json()
    ).clientSeed;
    expect(free).toMatchObject({ spin: 1, clientSeed: gameClientSeed(riderSeed, game.id) });
    // A paid spin draws outside the free range (scheme 2): it always costs, so this one is declined.
    const declined = await spin(decliner.cookie);
    expect(await declined.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    // The payer chooses a seed of their own: it applies to their later spins.
    const seed = await t.call('PUT', '/api/user/client-seed', {
      json: { clientSeed: 'lucky | seed' },
      cookie: payer.cookie,
    });
    expect(await seed.json()).toEqual({ clientSeed: 'lucky | seed' });
    const paid = await (await spin(payer.cookie)).json();
    const payerSeed = gameClientSeed('lucky | seed', game.id);
    expect(paid).toMatchObject({ spin: expect.any(Number), clientSeed: payerSeed, status: 'paid' });

    const open = await fairness();
    const { serverSeed } = (await t.persistence.repositories.fairness.read(game.id)) ?? { serverSeed: null };
    expect(serverSeed).not.toBeNull();
    expect(open.serverSeed).toBeNull();
    expect(JSON.stringify(open)).not.toContain(toHex(serverSeed as Uint8Array));
    expect(JSON.stringify(open)).not.toMatch(/userId|name|email/i);
    expect(JSON.stringify(open)).not.toContain('lucky | seed');
    expect(open.log.some((e: { clientSeed?: string }) => e.clientSeed === payerSeed)).toBe(true);

    // The decline's hold ends: the next spin returns its number to the pool (a release entry).
    t.clock.advance(11 * MINUTE);
    for (let spins = 0; spins < 20; spins += 1) {
      const answer = await spin(payer.cookie);
      if (answer.status !== 200) {
        expect((await answer.json()).code).toBe('NO_NUMBER_FOR_SALE');
        break;
      }
    }
    // Paid play left the free range to free entries: two more players take its last two numbers.
    for (const rider of [await t.signUp(), await t.signUp()]) {
      expect((await post('/api/free-spin', { gameId: game.id }, rider.cookie)).status).toBe(200);
    }
    expect((await (await spin(payer.cookie)).json()).code).toBe('GAME_COMPLETE');
    const soldOut = await fairness();
    expect(soldOut.serverSeed).toBe(toHex(serverSeed as Uint8Array));
    expect(soldOut.log.filter((e: { type: string }) => e.type === 'release')).toHaveLength(1);
    const claims = soldOut.log.filter((e: { type: string }) => e.type === 'claim');
    expect(claims.map((e: { spin: number }) => e.spin)).toEqual(claims.map((_: unknown, i: number) => i + 1));
    expect(claims).toHaveLength(13);

    const admin = await signInAdmin(t);
    const drawn = await t.call('POST', `/api/admin/games/${game.id}/draw`, { cookie: admin });
    expect(drawn.status).toBe(200);
    const answer = await fairness();
    expect(answer.log.at(-1)).toMatchObject({ type: 'draw' });
    expect(answer.logHead).toBe(answer.log.at(-1).hash);
    // The winner's number stays public; no player's own seed is anywhere public, only per-game seeds.
    const page = await (await t.call('GET', `/api/games/${game.id}`)).json();
    expect(page.winner).toMatchObject({ number: answer.log.at(-1).number });
    const winners = await (await t.call('GET', '/api/winners')).text();
    for (const body of [JSON.stringify(page), winners, JSON.stringify(answer)]) {
      expect(body).not.toContain('lucky | seed');
      expect(body).not.toContain(riderSeed);
    }

    const lines: string[] = [];
    const site = 'http://prizewheel.test';
    const code = await verifyFromSite([site, String(game.id)], {
      fetch: async (url) => t.call('GET', new URL(String(url)).pathname),
      out: (text) => lines.push(text),
    });
    expect(code, lines.join('\n')).toBe(EXIT.verified);
    const report = new VerifyFairnessAnswer().execute(answer, game.id);
    if (!report.ok) throw new Error(report.error);
    expect(report.value.entries.map((e) => e.status)).toEqual(answer.log.map(() => 'checked'));
    expect(report.value.draw?.status).toBe('checked');
    expect(report.value.seed.status).toBe('checked');
  });
});
