import type {
  AdminTwoFactorStore,
  TwoFactorState,
} from '../../../application/admin/ports/admin-two-factor-store';
import type { Queryable } from '../queryable';

interface StateRow {
  secret: Uint8Array | null;
  pending_secret: Uint8Array | null;
  last_step: string | null;
  left: number;
}

const bytes = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/** Migration 028's tables; every change is one statement, conditional where a race could matter. */
export class PostgresAdminTwoFactorStore implements AdminTwoFactorStore {
  constructor(private readonly sql: Queryable) {}

  async state(adminId: number): Promise<TwoFactorState> {
    const [row] = await this.sql<StateRow[]>`
      SELECT t.secret, t.pending_secret, t.last_step::text AS last_step,
        (SELECT count(*)::int FROM admin_recovery_codes r WHERE r.admin_id = ${adminId} AND r.used_at IS NULL) AS left
      FROM (SELECT 1) one LEFT JOIN admin_two_factor t ON t.admin_id = ${adminId}`;
    return {
      secret: row?.secret ? new Uint8Array(row.secret) : null,
      pendingSecret: row?.pending_secret ? new Uint8Array(row.pending_secret) : null,
      lastStep: row?.last_step == null ? null : Number(row.last_step),
      recoveryCodesLeft: row?.left ?? 0,
    };
  }

  async startEnrolment(adminId: number, secret: Uint8Array): Promise<void> {
    await this.sql`
      INSERT INTO admin_two_factor (admin_id, pending_secret) VALUES (${adminId}, ${bytes(secret)})
      ON CONFLICT (admin_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret`;
  }

  async confirmEnrolment(
    adminId: number,
    pending: Uint8Array,
    step: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean> {
    const hashes = JSON.stringify(recoveryCodeHashes);
    const rows = await this.sql`
      WITH confirmed AS (
        UPDATE admin_two_factor
        SET secret = pending_secret, pending_secret = NULL, last_step = ${step}, confirmed_at = now()
        WHERE admin_id = ${adminId} AND pending_secret = ${bytes(pending)}
        RETURNING admin_id
      ), dropped AS (
        DELETE FROM admin_recovery_codes WHERE admin_id IN (SELECT admin_id FROM confirmed)
      ), added AS (
        INSERT INTO admin_recovery_codes (admin_id, code_hash)
        SELECT c.admin_id, h.value FROM confirmed c, jsonb_array_elements_text((${hashes}::text)::jsonb) h
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
      WHERE admin_id = ${adminId} AND code_hash = ${codeHash} AND used_at IS NULL
      RETURNING admin_id`;
    return rows.length === 1;
  }
}
