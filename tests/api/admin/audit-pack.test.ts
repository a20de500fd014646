import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import { AUTOMATIC_DRAW } from '../../../application/games/close-games';
import { formatCents } from '../../../domain/back-office/audit-pack';
import { pdfPages } from '../../support/pdf-text';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp } from '../support/test-app';
import { aClaimForm } from '../winners/claim-world';

const DAY = 86_400_000;

/**
 * A game with two paid and two free entries, a winner picked who declines (set aside), a redrawn winner
 * who claims with a tax id and is verified, then refunds of which the gateway refuses one.
 */
async function aSeededGame() {
  const simulator = new SimulatedPaymentGateway();
  const t = buildTestApp({ gateway: simulator });
  const admin = await signInAdmin(t);
  const created = await t.useCases.createGame.execute({
    name: 'Audit Wheel',
    prize: 'A bicycle',
    prizeValueCents: 75_000,
    durationHours: 24,
    totalNumbers: 40,
    freePlay: { start: 31, end: 40 },
  });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.value;
  const cookies = new Map<number, string>();
  let revenueCents = 0;
  for (let i = 0; i < 2; i++) {
    const player = await t.signUp();
    cookies.set(player.id, player.cookie);
    await t.call('POST', '/api/card/add', {
      cookie: player.cookie,
      json: { cardNonce: 'cnon:card-nonce-ok' },
    });
    const spin = await t.call('POST', '/api/spin', {
      cookie: player.cookie,
      json: { gameId: game.id, agreedToTerms: true },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const body = await spin.json();
    expect(body.status, JSON.stringify(body)).toBe('paid');
    revenueCents += Math.round(body.amount * 100);
  }
  const free: number[] = [];
  for (let i = 0; i < 2; i++) {
    const player = await t.signUp();
    cookies.set(player.id, player.cookie);
    free.push(player.id);
    const spin = await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: game.id } });
    expect(spin.status).toBe(200);
  }
  t.clock.advance(2 * DAY);
  const picked = await t.useCases.selectWinner.execute({
    gameId: game.id,
    playerId: free[0] as number,
    reason: 'Picked for the audit',
    admin: AUTOMATIC_DRAW,
  });
  expect(picked.ok).toBe(true);
  const claimOf = async () => {
    const claims = await t.useCases.listPrizeClaims.execute({ gameId: game.id });
    if (!claims.ok) throw new Error(claims.error.message);
    return claims.value.claims;
  };
  const first = (await claimOf())[0];
  const answer = (winnerId: number, userId: number, form: Record<string, unknown>) =>
    t.call('POST', `/api/claims/${winnerId}`, { cookie: cookies.get(userId) ?? null, json: form });
  expect((await answer(first?.winnerId ?? 0, free[0] as number, { decision: 'decline' })).status).toBe(200);
  // The set-aside winner's prize is drawn again (by the closer when the redraw setting is on).
  if ((await claimOf()).length === 1)
    await t.useCases.drawWinner.execute({ gameId: game.id, admin: AUTOMATIC_DRAW });
  const second = (await claimOf()).find((c) => c.winnerId !== first?.winnerId);
  if (!second) throw new Error('no redraw');
  expect((await answer(second.winnerId, second.userId, aClaimForm())).status).toBe(200);
  const admin2 = await signInAdmin(t);
  const verified = await t.call('POST', `/api/admin/claims/${second.winnerId}/verify`, {
    cookie: admin2,
    json: {},
  });
  expect(verified.status).toBe(200);
  simulator.failNextRefund('refused');
  await t.useCases.refundGame.execute({ gameId: game.id, reason: 'Prize unavailable' });
  return { t, admin: admin2, adminAtStart: admin, game, revenueCents };
}

describe('the audit pack: GET /api/admin/games/{id}/audit-pack.pdf and .zip', () => {
  let world: Awaited<ReturnType<typeof aSeededGame>>;
  beforeAll(async () => {
    world = await aSeededGame();
  });

  it("the PDF's text holds each section's figures", async () => {
    const { t, admin, game, revenueCents } = world;
    const response = await t.call('GET', `/api/admin/games/${game.id}/audit-pack.pdf`, { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`audit-pack-game-${game.id}.pdf`);
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
    const fairness = await (await t.call('GET', `/api/games/${game.id}/fairness`)).json();
    expect(fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(text).toContain('Audit pack: Audit Wheel');
    const [terms] = await t.persistence.repositories.terms.list(game.id);
    expect(text).toMatch(/Version 1 \(current\)/);
    expect(text).toContain(terms?.hash);
    expect(text).toContain("Verified: each version's SHA-256 is the hash in the game's log");
    // The Official Rules in force, as text (the JSON above them without it).
    expect(text).toContain('Official Rules in force (version 1)');
    expect(text).toContain('7. Notification and claiming the prize');
    expect(text).toMatch(/within \d+ hours of that notice/);
    expect(text).toMatch(/Paid entries\s*2/);
    expect(text).toMatch(/Free entries\s*2/);
    expect(text).toContain(formatCents(revenueCents));
    expect(text).toContain('Entries over time');
    expect(text).toMatch(/failed\s*1/);
    expect(text).toMatch(/refunded\s*1/);
    expect(text).toContain('Prize unavailable');
    expect(text).toContain('The winner declined the prize');
    expect(text).toContain('Picked for the audit');
    expect(text).toContain(fairness.serverSeed);
    expect(text).toContain(fairness.logHead);
    expect(text).toContain(fairness.serverSeedHash);
    expect(text).toContain('Verified: every hash');
    // The claim trail: each status with who and when; whether a tax record is held, never the tax id.
    expect(text).toMatch(/Declined\s*\d{4}-\d{2}-\d{2} [\d:]+ UTC\s*winner/);
    expect(text).toMatch(/Verified\s*\d{4}-\d{2}-\d{2} [\d:]+ UTC\s*admin@prizewheel\.test/);
    expect(text).toMatch(/Tax record held\s*Yes/);
    expect(text).not.toMatch(/6789/);
  });

  it('the ZIP holds the same data as CSV and JSON, and the raw fairness log', async () => {
    const { t, admin, game, revenueCents } = world;
    const response = await t.call('GET', `/api/admin/games/${game.id}/audit-pack.zip`, { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'audit-pack.json',
      'claim-trail.csv',
      'draw.csv',
      'entries-over-time.csv',
      'entries.csv',
      'fairness-log.json',
      'fairness-log.txt',
      'figures.csv',
      'instant-prizes.csv',
      'refunds-by-state.csv',
      'refunds.csv',
      'terms-versions.csv',
      'terms/version-1-official-rules.txt',
      'terms/version-1.json',
    ]);
    const read = (name: string) => strFromU8(files[name] as Uint8Array);
    const pack = JSON.parse(read('audit-pack.json'));
    expect(pack.figures).toMatchObject({ paidEntries: 2, freeEntries: 2, revenueCents });
    expect(pack.figures.refundsByState).toMatchObject({ failed: { count: 1 }, refunded: { count: 1 } });
    expect(read('entries.csv').trim().split('\r\n')).toHaveLength(5);
    expect(read('figures.csv')).toContain(`"revenue_cents","${revenueCents}"`);
    expect(read('draw.csv')).toContain('"The winner declined the prize"');
    expect(read('claim-trail.csv')).toContain('"verified"');
    const fairness = await (await t.call('GET', `/api/games/${game.id}/fairness`)).json();
    expect(JSON.parse(read('fairness-log.json'))).toEqual(fairness);
    const lines = read('fairness-log.txt').trim().split('\n');
    expect(lines.at(-1)?.endsWith(fairness.logHead)).toBe(true);
    expect(lines).toHaveLength(fairness.log.length + 1);
    const document = JSON.parse(read('terms/version-1.json'));
    expect(document.officialRules.text.sections).toHaveLength(9);
    expect(read('terms/version-1-official-rules.txt')).toContain('9. General');
    for (const name of Object.keys(files)) expect(read(name)).not.toMatch(/123-?45-?6789/);
  });

  it('answers only an administrator, and records each download in the activity list', async () => {
    const { t, admin, game } = world;
    const player = await t.signUp();
    for (const format of ['pdf', 'zip']) {
      const path = `/api/admin/games/${game.id}/audit-pack.${format}`;
      expect((await t.call('GET', path)).status).toBe(401);
      expect((await t.call('GET', path, { cookie: player.cookie })).status).toBe(401);
    }
    expect(
      (await t.call('GET', '/api/admin/games/2000000000/audit-pack.pdf', { cookie: admin })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/admin/games/abc/audit-pack.zip', { cookie: admin })).status).toBe(400);
    const activity = (await (
      await t.call('GET', '/api/admin/activity?limit=50', { cookie: admin })
    ).json()) as {
      action: string;
    }[];
    const downloads = activity.map((e) => e.action).filter((a) => a.includes('Downloaded the audit pack'));
    expect(downloads).toHaveLength(2);
    expect(downloads.some((a) => a.includes('(PDF)'))).toBe(true);
    expect(downloads.some((a) => a.includes('(ZIP)'))).toBe(true);
    expect(downloads.every((a) => a.includes('Audit Wheel') && a.includes('(by '))).toBe(true);
  });
});
