import { trpc } from '../../../lib/trpc';
import { Spinner } from '../../../ui/spinner';
import * as styles from './back-office.css';
import { formatBytes } from './measures';

/** Database Tools (the Overview's card, docs/rules/back-office.md, Dashboard): the schema version and each table's size on disk. */
export function DatabaseToolsCard() {
  const status = trpc.admin.system.status.useQuery();
  const database = status.data?.database;
  return (
    <section className={styles.card} aria-labelledby="database-tools">
      <h3 id="database-tools" className={styles.sectionTitle}>
        Database Tools
      </h3>
      {status.isPending ? (
        <Spinner label="Reading the database..." />
      ) : !database?.reachable ? (
        <p className={styles.muted}>The database did not answer{database ? `: ${database.reason}` : ''}.</p>
      ) : (
        <>
          <p>
            Schema version{' '}
            <strong className={styles.figure}>{database.schemaVersion ?? 'none recorded'}</strong>
          </p>
          <table className={styles.table}>
            <caption className={styles.muted}>Table sizes, indexes included</caption>
            <thead>
              <tr>
                <th scope="col">Table</th>
                <th scope="col">Size</th>
              </tr>
            </thead>
            <tbody>
              {database.tables.map((table) => (
                <tr key={table.table}>
                  <td>{table.table}</td>
                  <td className={styles.figure}>{formatBytes(table.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
