import type postgres from 'postgres';
import { canonicalEmail } from '../../../domain/accounts/canonical-email';
import { MIGRATION_LOCK_KEY } from '../migrate';

/**
 * Writes the canonical form (domain/accounts/canonical-email.ts) of every account that has an e-mail
 * and none yet: the accounts that existed before the canonical form (users.email_canonical), and any an older server wrote while
 * this one started. Run after the migrations, before serving, under their lock; a no-op (one probe
 * of an empty index) once done. Accounts of one mailbox get ranks in the order they were made: the
 * oldest keeps 0 (or, when the mailbox already has accounts, each comes after them), so none is
 * merged or refused (docs/rules/accounts.md, One mailbox, one account). Returns how many it filled.
 */
export async function fillCanonicalEmails(sql: postgres.Sql, batch = 5_000): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    let filled = 0;
    for (;;) {
      const rows = await tx<{ id: number; email: string }[]>`
        SELECT id, email FROM users WHERE email IS NOT NULL AND email_canonical IS NULL
        ORDER BY id LIMIT ${batch}`;
      if (rows.length === 0) return filled;
      await tx`
        WITH filled AS (
          SELECT f.id, f.canonical,
            coalesce((SELECT max(o.email_duplicate_rank) + 1 FROM users o
                      WHERE o.email_canonical = f.canonical), 0)
              + row_number() OVER (PARTITION BY f.canonical ORDER BY f.id) - 1 AS rank
          FROM unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => canonicalEmail(r.email))}::text[])
            AS f(id, canonical))
        UPDATE users u SET email_canonical = filled.canonical, email_duplicate_rank = filled.rank
        FROM filled WHERE u.id = filled.id`;
      filled += rows.length;
    }
  });
}
