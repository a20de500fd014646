import { averageSpentOf, formatCents, spentCents, toCents } from '../../../lib/cents';
import { formatDate } from '../../../lib/date-time';
import { useDocumentTitle } from '../../../lib/document-title';
import { instantWinOf } from '../../../lib/instant-prizes';
import { trpc } from '../../../lib/trpc';
import { InstantWinBadge } from '../instant-prizes/instant-prize-list';
import * as styles from './history.css';
import { EmptyState, HistoryPage, QueryStates, SummaryCard } from './history-page';
import type { TransactionOut } from './history-types';
import { NumberTile } from './number-tile';
import { RefundBadge, VoidBadge } from './refund-badge';

const byNumber = (a: TransactionOut, b: TransactionOut) =>
  a.spunNumber - b.spunNumber || a.createdAt.localeCompare(b.createdAt);

/** /my-numbers (docs/rules/player-pages.md, History pages): every number the player holds, free and paid. */
export function MyNumbersPage() {
  useDocumentTitle('My Numbers');
  // The transactions call carries each claim's game name, which the tooltip shows.
  const query = trpc.account.transactions.useQuery(undefined, { staleTime: 0 });

  return (
    <HistoryPage
      title="My Numbers"
      subtitle="Every number you have landed on, across all games."
      onRefresh={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      <QueryStates
        query={query}
        loadingLabel="Loading Your Numbers..."
        errorTitle="Could Not Load Your Numbers"
      >
        {() => {
          const entries = [...(query.data ?? [])].sort(byNumber);
          if (entries.length === 0) {
            return (
              <EmptyState
                icon="🎯"
                title="No Numbers Yet"
                text="Spin a wheel and the numbers you land on will be listed here."
              />
            );
          }
          const free = entries.filter((e) => e.isFreePlay);
          const paid = entries.filter((e) => !e.isFreePlay);
          const lowest = entries[0]?.spunNumber;
          const highest = entries[entries.length - 1]?.spunNumber;
          return (
            <>
              <dl className={styles.summary}>
                <SummaryCard label="Total Numbers" value={String(entries.length)} />
                <SummaryCard label="Free Numbers" value={String(free.length)} />
                <SummaryCard label="Paid Numbers" value={String(paid.length)} />
                <SummaryCard label="Range" value={`${lowest} - ${highest}`} />
              </dl>
              <section className={styles.section} aria-labelledby="all-numbers">
                <h2 id="all-numbers" className={styles.sectionTitle}>
                  All Numbers
                </h2>
                <p className={styles.muted}>Focus or hover a number for its cost, game and date.</p>
                <ul className={styles.numberGrid}>
                  {entries.map((entry) => (
                    <li key={entry.id}>
                      <NumberTile entry={entry} />
                    </li>
                  ))}
                </ul>
              </section>
              <div className={styles.twoColumns}>
                <NumberList id="free-numbers" title="Free Numbers" entries={free} />
                <NumberList id="paid-numbers" title="Paid Numbers" entries={paid} withTotals />
              </div>
            </>
          );
        }}
      </QueryStates>
    </HistoryPage>
  );
}

function NumberList({
  id,
  title,
  entries,
  withTotals = false,
}: {
  id: string;
  title: string;
  entries: TransactionOut[];
  withTotals?: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title} ({entries.length})
      </h2>
      {withTotals ? (
        <dl className={styles.summary}>
          <SummaryCard label="Average Cost" value={formatCents(averageSpentOf(entries))} />
          <SummaryCard label="Total Spent" value={formatCents(spentCents(entries))} />
        </dl>
      ) : null}
      {entries.length === 0 ? (
        <p className={styles.muted}>None yet.</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <div className={styles.rowMain}>
                <strong>#{entry.spunNumber}</strong>
                <span className={styles.muted}>
                  {entry.gameName} · {formatDate(entry.createdAt)}
                </span>
                <InstantWinBadge win={instantWinOf(entry)} />
                <RefundBadge refund={entry.refund} />
                <VoidBadge isVoid={entry.isVoid} />
              </div>
              <span className={styles.amount}>
                {entry.isFreePlay ? 'FREE' : formatCents(toCents(entry.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
