import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../support/admin-session';
import { aClaimApp, aClaimForm, aWonGame } from './claim-world';

const YEAR_MS = 366 * 24 * 3_600_000;

interface Listed {
  winnerId: number;
  signed: { legalName: string; dateOfBirth: string; signature: string; signedFrom: string };
  player: unknown;
}

describe("deleting a winner's account", () => {
  it("erases the claims' personal data but the tax record of a $600 prize, which goes once its years are over", async () => {
    const t = aClaimApp();
    const winner = await t.signUp();
    const big = await aWonGame(t, winner, 75_000);
    const small = await aWonGame(t, winner, 10_000);
    for (const { winnerId } of [big, small]) {
      const answer = await t.call('POST', `/api/claims/${winnerId}`, {
        cookie: winner.cookie,
        json: aClaimForm({ taxId: winnerId === big.winnerId ? '123-45-6789' : undefined }),
      });
      expect(answer.status).toBe(200);
    }
    const year = t.clock.now().getUTCFullYear();
    // Signed in anew for each read: the clock moves past the back office's session.
    const taxExport = async () =>
      (
        await t.call('GET', `/api/admin/claims/tax-export.csv?year=${year}`, { cookie: await signInAdmin(t) })
      ).text();
    const claims = async () =>
      (
        (await (await t.call('GET', '/api/admin/claims', { cookie: await signInAdmin(t) })).json()) as {
          claims: Listed[];
        }
      ).claims;
    const shipping = async (winnerId: number) =>
      (await (
        await t.call('GET', `/api/admin/claims/${winnerId}/shipping`, { cookie: await signInAdmin(t) })
      ).json()) as { phone: string; legalName: string };
    expect((await shipping(big.winnerId)).phone).toBe('559-555-0100');

    expect((await t.call('DELETE', '/api/user/delete-account', { cookie: winner.cookie })).status).toBe(200);

    const after = await claims();
    const bigClaim = after.find((c) => c.winnerId === big.winnerId);
    const smallClaim = after.find((c) => c.winnerId === small.winnerId);
    expect(bigClaim).toMatchObject({
      player: null,
      signed: { legalName: 'Ada Palmer', dateOfBirth: '', signature: '', signedFrom: '' },
    });
    expect(smallClaim).toMatchObject({
      player: null,
      signed: { legalName: '', dateOfBirth: '', signature: '', signedFrom: '', taxId: null },
    });
    expect(JSON.stringify(smallClaim)).not.toMatch(/Ada|Palmer|Main St|559-555|1990-05-17/);
    expect(JSON.stringify(after)).not.toMatch(/559-555|1990-05-17/);
    expect(await shipping(big.winnerId)).toMatchObject({ legalName: 'Ada Palmer', phone: '' });
    // The law keeps the 1099 record: the tax export still has it.
    const kept = await taxExport();
    expect(kept).toContain('"123456789"');
    expect(kept).toContain('"Ada Palmer"');

    // Four full years after the year of the prize, the claims loop erases it too.
    t.clock.advance(4 * YEAR_MS);
    await t.useCases.runClaimDeadlines.execute();
    expect(await taxExport()).toContain('"123456789"');
    t.clock.advance(YEAR_MS);
    expect((await t.useCases.runClaimDeadlines.execute()).purged).toBe(1);
    const purged = await taxExport();
    expect(purged).not.toContain('123456789');
    expect(purged).not.toContain('Ada Palmer');
  });
});
