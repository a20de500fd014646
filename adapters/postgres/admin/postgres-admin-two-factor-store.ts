import type {
  AdminTwoFactorStore,
  ClearTwoFactor,
  SealedTwoFactor,
  StoredCodeChecks,
  TwoFactorState,
} from '../../../application/admin/ports/admin-two-factor-store';
import type { CodeChecks } from '../../../domain/admin-security/code-lock';
import type { Queryable } from '../queryable';

interface StateRow {
  secret: string | null;
  pending_secret: string | null;
  last_step: string | null;
  left: number;
}

interface ChecksRow {
  code_checks: number;
  code_window_start: Date | null;
  code_locked_until: Date | null;
  code_checks_revision: number;
}

interface ClearRow {
  admin_id: number;
  clear_secret: Uint8Array | null;
  clear_pending_secret: Uint8Array | null;
  hashes: string[] | null;
}

const bytes = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The admin_two_factor and admin_recovery_codes tables; every change is one statement, conditional where a race could matter. */
export class PostgresAdminTwoFactorStore implements AdminTwoFactorStore {
  constructor(private readonly sql: Queryable) {}

  async state(adminId: number): Promise<TwoFactorState> {
    const [row] = await this.sql<StateRow[]>`
      SELECT t.secret, t.pending_secret, t.last_step::text AS last_step,
        (SELECT count(*)::int FROM admin_recovery_codes r WHERE r.admin_id = ${adminId} AND r.used_at IS NULL) AS left
      FROM (SELECT 1) one LEFT JOIN admin_two_factor t ON t.admin_id = ${adminId}`;
    return {
      secret: row?.secret ?? null,
      pendingSecret: row?.pending_secret ?? null,
      lastStep: row?.last_step == null ? null : Number(row.last_step),
      recoveryCodesLeft: row?.left ?? 0,
    };
  }

  async startEnrolment(adminId: number, sealedSecret: string): Promise<void> {
    await this.sql`
      INSERT INTO admin_two_factor (admin_id, pending_secret) VALUES (${adminId}, ${sealedSecret})
      ON CONFLICT (admin_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret`;
  }

  async confirmEnrolment(
    adminId: number,
    sealedPending: string,
    step: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean> {
    const hashes = JSON.stringify(recoveryCodeHashes);
    const rows = await this.sql`
      WITH confirmed AS (
        UPDATE admin_two_factor
        SET secret = pending_secret, pending_secret = NULL, last_step = ${step}, confirmed_at = now()
        WHERE admin_id = ${adminId} AND pending_secret = ${sealedPending}
        RETURNING admin_id
      ), dropped AS (
        DELETE FROM admin_recovery_codes WHERE admin_id IN (SELECT admin_id FROM confirmed)
      ), added AS (
        INSERT INTO admin_recovery_codes (admin_id, code_hash, keyed)
        SELECT c.admin_id, h.value, true
        FROM confirmed c, jsonb_array_elements_text((${hashes}::text)::jsonb) h
      )
      SELECT admin_id FROM confirmed`;
    return rows.length === 1;
  }

  async acceptStep(adminId: number, step: number): Promise<boolean> {
    const rows = await this.sql`
      UPDATE admin_two_factor SET last_step = ${step}
      WHERE admin_id = ${adminId} AND secret IS NOT NULL AND (last_step IS NULL OR last_step < ${step})
      RETURNING admin_id`;
    return rows.length === 1;
  }

  async redeemRecoveryCode(adminId: number, codeHash: string): Promise<boolean> {
    const rows = await this.sql`
      UPDATE admin_recovery_codes SET used_at = now()
      WHERE admin_id = ${adminId} AND code_hash = ${codeHash} AND keyed AND used_at IS NULL
      RETURNING admin_id`;
    return rows.length === 1;
  }

  async codeChecks(adminId: number): Promise<StoredCodeChecks> {
    const [row] = await this.sql<ChecksRow[]>`
      SELECT code_checks, code_window_start, code_locked_until, code_checks_revision
      FROM admin_two_factor WHERE admin_id = ${adminId}`;
    if (!row) return { checks: { windowStart: null, checks: 0, lockedUntil: null }, revision: 0 };
    return {
      checks: {
        windowStart: dateOf(row.code_window_start),
        checks: row.code_checks,
        lockedUntil: dateOf(row.code_locked_until),
      },
      revision: row.code_checks_revision,
    };
  }

  async saveCodeChecks(adminId: number, revision: number, next: CodeChecks): Promise<boolean> {
    const rows = await this.sql`
      UPDATE admin_two_factor
      SET code_checks = ${next.checks}, code_window_start = ${next.windowStart},
          code_locked_until = ${next.lockedUntil}, code_checks_revision = code_checks_revision + 1
      WHERE admin_id = ${adminId} AND code_checks_revision = ${revision}
      RETURNING admin_id`;
    return rows.length === 1;
  }

  async clearRows(): Promise<ClearTwoFactor[]> {
    const rows = await this.sql<ClearRow[]>`
      SELECT a.admin_id, t.clear_secret, t.clear_pending_secret,
        (SELECT array_agg(r.code_hash ORDER BY r.code_hash) FROM admin_recovery_codes r
         WHERE r.admin_id = a.admin_id AND NOT r.keyed) AS hashes
      FROM (SELECT admin_id FROM admin_two_factor
              WHERE clear_secret IS NOT NULL OR clear_pending_secret IS NOT NULL
            UNION SELECT admin_id FROM admin_recovery_codes WHERE NOT keyed) a
      LEFT JOIN admin_two_factor t ON t.admin_id = a.admin_id
      ORDER BY a.admin_id`;
    return rows.map((row) => ({
      adminId: Number(row.admin_id),
      secret: row.clear_secret ? new Uint8Array(row.clear_secret) : null,
      pendingSecret: row.clear_pending_secret ? new Uint8Array(row.clear_pending_secret) : null,
      recoveryHashes: row.hashes ?? [],
    }));
  }

  async sealClearRow(found: ClearTwoFactor, sealed: SealedTwoFactor): Promise<void> {
    const id = found.adminId;
    if (found.secret && sealed.secret)
      await this.sql`
        UPDATE admin_two_factor SET secret = ${sealed.secret}, clear_secret = NULL
        WHERE admin_id = ${id} AND clear_secret = ${bytes(found.secret)}`;
    if (found.pendingSecret && sealed.pendingSecret)
      await this.sql`
        UPDATE admin_two_factor SET pending_secret = ${sealed.pendingSecret}, clear_pending_secret = NULL
        WHERE admin_id = ${id} AND clear_pending_secret = ${bytes(found.pendingSecret)}`;
    for (const { bare, keyed } of sealed.recoveryHashes)
      await this.sql`
        UPDATE admin_recovery_codes SET code_hash = ${keyed}, keyed = true
        WHERE admin_id = ${id} AND code_hash = ${bare} AND NOT keyed`;
  }
}
