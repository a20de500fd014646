import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AesTaxIdCipher } from '../../../adapters/security/aes-tax-id-cipher';
import { SHARED_TOKENS } from '../../../adapters/wiring/shared/tokens';
import { AUTOMATIC_DRAW } from '../../../application/games/close-games';
import { HttpClient } from '../../support/http-client';
import { TEST_DATA_KEY } from '../../support/test-config';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';
import { startTestServer, type TestServer } from '../../support/test-server';
import { ManualClock, Sha256PasswordHasher } from '../support/test-app';
import { aClaimForm, HOUR } from './claim-world';

/** Two server processes on one database (PostgreSQL with DATABASE_URL, else PGlite), one clock. */
describe('claims across two server processes', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  const clock = new ManualClock(new Date());
  let players = 0;

  beforeAll(async () => {
    db = await withTestDatabase();
    const overrides = { clock, hasher: new Sha256PasswordHasher() };
    a = await startTestServer({ db, overrides });
    b = await startTestServer({ db, overrides });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
  });

  /** A player alone in a one-number game: it sells out and the draw picks them. */
  async function aWinner() {
    const email = `two.${++players}.${process.pid}@gmail.com`;
    const registered = await a.useCases.registerPlayer.execute({
      firstName: 'Ada',
      lastName: 'Palmer',
      email,
      phone: '559-555-0100',
      password: 'secret-password',
      state: 'CA',
      optOutPublicity: false,
      acceptedTermsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    if (!registered.ok) throw new Error(registered.error.message);
    const client = new HttpClient(a.url);
    await client.post('/api/login', { email, password: 'secret-password' });
    const game = await a.useCases.createGame.execute({
      name: `Two Wheel ${players}`,
      prize: 'A road bike',
      prizeValueCents: 80_000,
      durationHours: 24,
      totalNumbers: 1,
      freePlay: { start: 1, end: 1 },
    });
    if (!game.ok) throw new Error(game.error.message);
    expect((await client.post('/api/free-spin', { gameId: game.value.id })).status).toBe(200);
    const drawn = await a.useCases.drawWinner.execute({ gameId: game.value.id, admin: AUTOMATIC_DRAW });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const [row] = await db.sql<{ winner_id: number }[]>`
      SELECT winner_id FROM prize_claims WHERE game_id = ${game.value.id}`;
    return { client, gameId: game.value.id, winnerId: row?.winner_id ?? 0, email };
  }

  it('stores the TIN encrypted in the row, and the data key opens it', async () => {
    const { client, winnerId } = await aWinner();
    const answer = await client.request(
      'POST',
      `/api/claims/${winnerId}`,
      aClaimForm({ taxId: '123-45-6789' }),
    );
    expect(answer.status).toBe(200);
    const [row] = await db.sql<{ tax_id_sealed: string; tax_id_last4: string }[]>`
      SELECT tax_id_sealed, tax_id_last4 FROM prize_claims WHERE winner_id = ${winnerId}`;
    expect(row?.tax_id_last4).toBe('6789');
    expect(row?.tax_id_sealed).not.toMatch(/123-?45-?6789/);
    expect(Buffer.from(row?.tax_id_sealed ?? '').toString('hex')).not.toContain(
      Buffer.from('123456789').toString('hex'),
    );
    expect(new AesTaxIdCipher(TEST_DATA_KEY).open(row?.tax_id_sealed ?? '')).toBe('123456789');
    expect(() => new AesTaxIdCipher(Buffer.alloc(32, 9)).open(row?.tax_id_sealed ?? '')).toThrow();
  });

  it('sends each reminder once and forfeits the claim exactly once, whichever process runs', async () => {
    const { winnerId, gameId, email } = await aWinner();
    const both = () =>
      Promise.all([a.useCases.runClaimDeadlines.execute(), b.useCases.runClaimDeadlines.execute()]);
    const mail = async (kind: string) =>
      (await a.container.get(SHARED_TOKENS.repositories).outbox.list(500)).filter(
        (m) => m.to === email && m.message.kind === kind,
      ).length;
    clock.advance(24 * HOUR + 1);
    await both();
    await both();
    expect(await mail('claim-reminder')).toBe(1);
    clock.advance(24 * HOUR);
    await both();
    expect(await mail('claim-reminder')).toBe(2);
    clock.advance(24 * HOUR);
    const reports = await both();
    expect(reports.flatMap((r) => r.forfeited).filter((id) => id === winnerId)).toEqual([winnerId]);
    await both();
    expect(await mail('winner-set-aside')).toBe(1);
    const [counts] = await db.sql<{ setaside: number; winners: number; status: string }[]>`
      SELECT (SELECT count(*)::int FROM game_log WHERE game_id = ${gameId} AND type = 'setaside') AS setaside,
        (SELECT count(*)::int FROM winners WHERE game_id = ${gameId}) AS winners,
        (SELECT status FROM prize_claims WHERE winner_id = ${winnerId}) AS status`;
    expect(counts).toEqual({ setaside: 1, winners: 0, status: 'forfeited' });
  });
});
