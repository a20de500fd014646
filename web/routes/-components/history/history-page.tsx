import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { Spinner } from '../../../ui/spinner';
import * as styles from './history.css';

interface HistoryPageProps {
  title: string;
  subtitle: string;
  /** Extra header buttons (Filter, Export CSV) before Refresh. */
  actions?: ReactNode;
  onRefresh: () => void;
  refreshing: boolean;
  children: ReactNode;
}

/** The frame of /transactions, /achievements and /my-numbers: back link, title, Refresh. */
export function HistoryPage({ title, subtitle, actions, onRefresh, refreshing, children }: HistoryPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <LinkButton href="/games" variant="ghost" size="sm">
          ← Back to Games
        </LinkButton>
        <div className={styles.headerActions}>
          {actions}
          <Button variant="ghost" size="sm" onPress={onRefresh} isDisabled={refreshing}>
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
      </header>
      <main className={styles.main}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {children}
      </main>
    </div>
  );
}

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

/** Loading and error states shared by the three pages; `children` renders once data is there. */
export function QueryStates({
  query,
  loadingLabel,
  errorTitle,
  children,
}: {
  query: QueryLike;
  loadingLabel: string;
  errorTitle: string;
  children: () => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <div className={styles.centred} role="alert">
        <span className={styles.emptyIcon} aria-hidden="true">
          ⚠️
        </span>
        <h2 className={styles.sectionTitle}>{errorTitle}</h2>
        <p className={styles.muted}>{query.error?.message || 'Please try again.'}</p>
        <Button onPress={() => void query.refetch()}>Try Again</Button>
      </div>
    );
  }
  return <>{children()}</>;
}

export function EmptyState({ icon, title, text }: { icon: string; title: string; text: string }) {
  return (
    <div className={styles.centred}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={styles.muted}>{text}</p>
      <LinkButton href="/games">Play a Game</LinkButton>
    </div>
  );
}

export function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.summaryCard}>
      <dt className={styles.summaryLabel}>{label}</dt>
      <dd className={styles.summaryValue}>{value}</dd>
    </div>
  );
}
