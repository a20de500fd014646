import { trpc } from '../../../lib/trpc';
import { formatZonedDateTime } from '../../../lib/us-format';
import { Spinner } from '../../../ui/spinner';
import * as styles from './back-office.css';

/** The mailboxes shown beside how many there are, when the server lists only the first ones. */
function sharedMailboxesCount(shown: number, total: number): string {
  const mailboxes = `${total} mailbox${total === 1 ? '' : 'es'}`;
  return shown < total ? `The first ${shown} of ${mailboxes}.` : `${mailboxes}.`;
}

/**
 * The System tab's Shared mailboxes (docs/rules/accounts.md, One mailbox, one account): accounts that
 * reached one mailbox before one mailbox meant one account, each shown at the address it registered
 * with, oldest first. They are kept as they are; the administrator decides what to do with them.
 */
export function SharedMailboxesCard() {
  const shared = trpc.admin.system.sharedMailboxes.useQuery();
  return (
    <section className={styles.card} aria-labelledby="shared-mailboxes">
      <h3 id="shared-mailboxes" className={styles.sectionTitle}>
        Shared mailboxes
      </h3>
      {shared.isPending ? (
        <Spinner label="Looking for shared mailboxes..." />
      ) : shared.isError ? (
        <p className={styles.muted}>The shared mailboxes could not be read: {shared.error.message}</p>
      ) : shared.data.total === 0 ? (
        <p className={styles.muted}>Every mailbox has one account.</p>
      ) : (
        <>
          <p className={styles.muted}>
            These accounts were registered with spellings of one mailbox (case, dots at Gmail, a +tag) before
            the site allowed one account per mailbox. They are kept as they were; no new account can join
            them. {sharedMailboxesCount(shared.data.mailboxes.length, shared.data.total)}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard on a phone. */}
          <section className={styles.tableScroll} tabIndex={0} aria-label="Shared mailboxes table">
            <table className={styles.table}>
              <caption className={styles.muted}>Accounts by mailbox, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Mailbox</th>
                  <th scope="col">Registered as</th>
                  <th scope="col">Player</th>
                  <th scope="col">Status</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {shared.data.mailboxes.flatMap((mailbox) =>
                  mailbox.accounts.map((account, i) => (
                    <tr key={account.id}>
                      {i === 0 ? (
                        <th scope="row" rowSpan={mailbox.accounts.length} className={styles.address}>
                          {mailbox.canonicalEmail}
                        </th>
                      ) : null}
                      <td className={styles.address}>{account.email}</td>
                      <td>
                        {account.firstName} {account.lastName} (#{account.id})
                      </td>
                      <td>{account.status}</td>
                      <td>{formatZonedDateTime(account.createdAt)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
