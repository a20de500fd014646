import type { SharedMailbox } from '../../../domain/back-office/user-directory';
import type { Queryable } from '../queryable';

interface SharedRow {
  email_canonical: string;
  total: number;
  id: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  status: SharedMailbox['accounts'][number]['status'];
  created_at: Date;
}

/**
 * UserDirectory.sharedMailboxes: the mailboxes found from the accounts ranked after another of their
 * mailbox (users.email_duplicate_rank, its small partial index), kept while more than one of their accounts lives.
 */
export async function sharedMailboxes(
  sql: Queryable,
  limit: number,
): Promise<{ mailboxes: SharedMailbox[]; total: number }> {
  const rows = await sql<SharedRow[]>`
    WITH shared AS (
      SELECT u.email_canonical FROM users u
      WHERE u.email_canonical IN (SELECT email_canonical FROM users WHERE email_duplicate_rank > 0)
        AND u.deleted_at IS NULL
      GROUP BY u.email_canonical HAVING count(*) > 1),
    page AS (
      SELECT email_canonical, count(*) OVER ()::int AS total FROM shared
      ORDER BY email_canonical COLLATE "C" LIMIT ${limit})
    SELECT p.email_canonical, p.total, u.id, u.email, u.first_name, u.last_name, u.status, u.created_at
    FROM page p JOIN users u ON u.email_canonical = p.email_canonical AND u.deleted_at IS NULL
    ORDER BY p.email_canonical COLLATE "C", u.id`;
  const mailboxes: SharedMailbox[] = [];
  for (const row of rows) {
    let mailbox = mailboxes.at(-1);
    if (mailbox?.canonicalEmail !== row.email_canonical) {
      mailbox = { canonicalEmail: row.email_canonical, accounts: [] };
      mailboxes.push(mailbox);
    }
    mailbox.accounts.push({
      id: row.id,
      email: row.email ?? '',
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      status: row.status,
      createdAt: row.created_at,
    });
  }
  return { mailboxes, total: rows[0]?.total ?? 0 };
}
