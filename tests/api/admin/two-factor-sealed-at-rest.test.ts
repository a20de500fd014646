import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresAdminRepository } from '../../../adapters/postgres/admin/postgres-admin-repository';
import { NodeTwoFactorCrypto } from '../../../adapters/security/node-two-factor-crypto';
import { base32 } from '../../../domain/admin-security/totp';
import { TEST_DATA_KEY } from '../../support/test-config';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';
import { startTestServer } from '../../support/test-server';
import { TEST_ADMIN } from '../support/admin-session';
import { ManualClock } from '../support/test-app';
import { adminLogin, codeAt } from './two-factor-support';

const MIGRATION_050 = new URL(
  '../../../adapters/postgres/migrations/050_admin_second_factor_holds.sql',
  import.meta.url,
);
const crypto = new NodeTwoFactorCrypto(TEST_DATA_KEY);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface Row {
  secret: string | null;
  pending_secret: string | null;
  clear_secret: Uint8Array | null;
  clear_pending_secret: Uint8Array | null;
}

describe('the administrator TOTP secret and recovery codes are sealed at rest (DATA_KEY sub-keys)', () => {
  let db: TestDatabase;
  let adminId: number;
  const clock = new ManualClock();
  // What admin_two_factor kept in clear: a confirmed secret, a replacement started with a session only,
  // and recovery codes as bare SHA-256.
  const oldSecret = new Uint8Array(20).map((_, i) => i + 1);
  const oldPending = new Uint8Array(20).fill(9);
  const oldCodes = ['abcdefghjkmn', 'pqrstuvwxyz2'];
  const rowOf = async () =>
    (
      await db.sql<Row[]>`
        SELECT secret, pending_secret, clear_secret, clear_pending_secret FROM admin_two_factor
        WHERE admin_id = ${adminId}`
    )[0];

  beforeAll(async () => {
    db = await withTestDatabase();
    // The tables as 028_admin_two_factor.sql made them, with what it kept.
    await db.sql`DROP TABLE admin_recovery_codes`;
    await db.sql`DROP TABLE admin_two_factor`;
    await db.sql`CREATE TABLE admin_two_factor (
      admin_id bigint PRIMARY KEY REFERENCES administrators (id) ON DELETE CASCADE,
      secret bytea, pending_secret bytea, last_step bigint, confirmed_at timestamptz)`;
    await db.sql`CREATE TABLE admin_recovery_codes (
      admin_id bigint NOT NULL REFERENCES administrators (id) ON DELETE CASCADE,
      code_hash text NOT NULL, used_at timestamptz, PRIMARY KEY (admin_id, code_hash))`;
    const admin = await new PostgresAdminRepository(db.sql).createIfAbsent({
      email: TEST_ADMIN.email,
      passwordHash: 'replaced at start',
      firstName: 'Admin',
      lastName: 'Administrator',
    });
    adminId = admin.id;
    await db.sql`
      INSERT INTO admin_two_factor (admin_id, secret, pending_secret, confirmed_at)
      VALUES (${adminId}, ${Buffer.from(oldSecret)}, ${Buffer.from(oldPending)}, now())`;
    for (const code of oldCodes)
      await db.sql`INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES (${adminId}, ${sha256(code)})`;
    await db.sql.unsafe(await readFile(MIGRATION_050, 'utf8')).simple();
  });
  afterAll(() => db?.close());

  it('050_admin_second_factor_holds.sql keeps the clear values apart, and drops a replacement no code proved', async () => {
    const row = await rowOf();
    expect(row).toMatchObject({ secret: null, pending_secret: null, clear_pending_secret: null });
    expect(new Uint8Array(row?.clear_secret ?? [])).toEqual(oldSecret);
  });

  it('the server seals them at start: nothing is left in clear, and the old authenticator and codes still work', async () => {
    const server = await startTestServer({ db, overrides: { clock } });
    try {
      const row = await rowOf();
      expect(row).toMatchObject({ clear_secret: null, clear_pending_secret: null, pending_secret: null });
      expect(row?.secret).toMatch(/^v1\./);
      expect(row?.secret).not.toContain(base32(oldSecret));
      expect(crypto.openSecret(adminId, row?.secret ?? '')).toEqual(oldSecret);
      // Bound to its administrator and its key: it opens for no other.
      expect(() => crypto.openSecret(adminId + 1, row?.secret ?? '')).toThrow();
      expect(() =>
        new NodeTwoFactorCrypto(Buffer.alloc(32, 8)).openSecret(adminId, row?.secret ?? ''),
      ).toThrow();
      const hashes = await db.sql<{ code_hash: string; keyed: boolean }[]>`
        SELECT code_hash, keyed FROM admin_recovery_codes WHERE admin_id = ${adminId}`;
      expect(hashes.every((h) => h.keyed)).toBe(true);
      expect(hashes.map((h) => h.code_hash).sort()).toEqual(
        oldCodes.map((code) => crypto.hashRecoveryCode(adminId, code)).sort(),
      );
      expect(hashes.map((h) => h.code_hash)).not.toContain(sha256(oldCodes[0] ?? ''));

      await server.useCases.changeSetting.execute({ key: 'twoFactorEnabled', value: true });
      await server.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 1000 });
      const code = codeAt(base32(oldSecret), clock.now());
      expect((await adminLogin(server.url, { ...TEST_ADMIN, code })).status).toBe(200);
      expect((await adminLogin(server.url, { ...TEST_ADMIN, code: oldCodes[1] })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('a second start finds nothing to seal and changes nothing', async () => {
    const before = await rowOf();
    const server = await startTestServer({ db, overrides: { clock } });
    await server.close();
    expect(await rowOf()).toEqual(before);
  });

  it('a new enrolment is kept sealed from the start', async () => {
    const server = await startTestServer({ db, overrides: { clock } });
    try {
      const enrolment = await server.useCases.startTwoFactorEnrolment.execute({
        admin: { id: adminId, email: TEST_ADMIN.email, firstName: 'Admin' },
        code: oldCodes[0],
        ip: null,
      });
      if (!enrolment.ok) throw new Error(enrolment.error.message);
      const row = await rowOf();
      expect(row?.pending_secret).toMatch(/^v1\./);
      expect(row?.pending_secret).not.toContain(enrolment.value.secret);
      expect(row?.clear_pending_secret).toBeNull();
      const confirmed = await server.useCases.confirmTwoFactorEnrolment.execute({
        adminId,
        code: codeAt(enrolment.value.secret, clock.now()),
      });
      if (!confirmed.ok) throw new Error(confirmed.error.message);
      const hashes = await db.sql<{ code_hash: string }[]>`
        SELECT code_hash FROM admin_recovery_codes WHERE admin_id = ${adminId}`;
      const shown = confirmed.value.recoveryCodes.map((c) => c.replaceAll('-', ''));
      expect(hashes.map((h) => h.code_hash).sort()).toEqual(
        shown.map((c) => crypto.hashRecoveryCode(adminId, c)).sort(),
      );
      expect(hashes.map((h) => h.code_hash)).not.toContain(sha256(shown[0] ?? ''));
    } finally {
      await server.close();
    }
  });
});
