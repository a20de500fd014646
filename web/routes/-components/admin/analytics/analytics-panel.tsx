import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../ui/spinner';

/** Recharts stays out of the admin chunk: the Analytics tab is fetched when it first opens. */
const AnalyticsTab = lazy(() => import('./analytics-tab'));

export function AnalyticsPanel() {
  return (
    <Suspense fallback={<Spinner label="Loading analytics..." />}>
      <AnalyticsTab />
    </Suspense>
  );
}
