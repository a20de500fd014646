import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../api/support/admin-session';
import { useRealServer } from '../api/support/real-server';
import { auditPackMisses, auditPackText, measureAuditPack } from './audit-pack';
import { AUDIT_PACK_RUNS } from './parameters';

describe("the bench's audit-pack step", () => {
  const server = useRealServer();

  it('measures both files of a real game over HTTP and reports every figure', async () => {
    const { t, base } = server;
    const created = await t.useCases.createGame.execute({
      name: 'Bench pack',
      prize: 'A mug',
      prizeValueCents: 2_000,
      durationHours: 24,
      totalNumbers: 10,
      freePlay: { start: 1, end: 10 },
    });
    if (!created.ok) throw new Error(created.error.message);
    const player = await t.signUp();
    await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: created.value.id } });
    const admin = await signInAdmin(t);
    const outcome = await measureAuditPack(base, admin, created.value.id, 1);
    if (!outcome.ran) throw new Error(outcome.reason);
    expect(outcome.cases.map((c) => c.file)).toEqual(['pdf', 'zip']);
    for (const c of outcome.cases) {
      expect(c.statusCodes).toEqual({ 200: AUDIT_PACK_RUNS });
      expect(c.bytes).toBeGreaterThan(500);
      expect(c.p50).toBeGreaterThan(0);
      expect(c.max).toBeGreaterThanOrEqual(c.p50);
    }
    const text = auditPackText(outcome);
    expect(text).toMatch(/PDF: \d+ kB, p50 \d+ ms, max \d+ ms over 5/);
    expect(text).toMatch(/ZIP: \d+ kB, p50 \d+ ms, max \d+ ms over 5/);
    expect(JSON.parse(JSON.stringify(outcome))).toMatchObject({ ran: true, entries: 1, budgetMs: 2_000 });
  });

  it('marks a file over budget or refused as a missed target', async () => {
    const { base } = server;
    const refused = await measureAuditPack(base, 'pw_admin_session=nobody', 1, 1);
    expect(auditPackMisses(refused)).toEqual(['audit pack PDF over 2000 ms', 'audit pack ZIP over 2000 ms']);
    expect(auditPackText(refused)).toContain('OVER budget (answers {"401":5})');
    expect(auditPackMisses({ ran: false, reason: 'not selected (--only)' })).toEqual([]);
  });
});
