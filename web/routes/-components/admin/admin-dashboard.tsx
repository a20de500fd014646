import { useEffect, useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { isUnauthenticated } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { Spinner } from '../../../ui/spinner';
import * as tabStyles from '../../../ui/tabs.css';
import { useSelectedTabInView } from '../../../ui/use-selected-tab-in-view';
import * as styles from './admin.css';
import { AdminHeader } from './admin-header';
import { type AdminTabId, isAdminTab } from './admin-search';
import { ADMIN_TABS } from './admin-tabs';

/** A visitor without an administrator session is sent to the sign-in after 5 s (docs/rules/back-office.md, Administrators). */
const SIGN_IN_DELAY_MS = 5_000;

export interface AdminDashboardProps {
  tab: AdminTabId;
  onTabChange: (tab: AdminTabId) => void;
  onSignedOut: () => void;
}

export function AdminDashboard({ tab, onTabChange, onSignedOut }: AdminDashboardProps) {
  const me = trpc.admin.auth.me.useQuery(undefined, { retry: false });
  if (me.isPending) return <Spinner label="Loading..." fullPage />;
  if (me.isError) {
    if (isUnauthenticated(me.error)) return <SignInRequired onTimeout={onSignedOut} />;
    return (
      <main className={styles.loginPage}>
        <Alert tone="danger">The administrator session could not be checked.</Alert>
        <Button onPress={() => void me.refetch()}>Try Again</Button>
      </main>
    );
  }
  return (
    <div className={styles.page}>
      <AdminHeader admin={me.data} onSignedOut={onSignedOut} />
      <AdminSections tab={tab} onTabChange={onTabChange} />
    </div>
  );
}

/** The tab strip and panels, mounted once the administrator is known (so the strip exists to scroll). */
function AdminSections({ tab, onTabChange }: Pick<AdminDashboardProps, 'tab' | 'onTabChange'>) {
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList);
  return (
    <Tabs
      className={styles.stack}
      selectedKey={tab}
      onSelectionChange={(key) => isAdminTab(key) && onTabChange(key)}
    >
      <TabList ref={tabList} aria-label="Admin sections" className={styles.tabList}>
        {ADMIN_TABS.map(({ id, label }) => (
          <Tab key={id} id={id} className={tabStyles.tab}>
            <span className={styles.tabLabel}>{label}</span>
          </Tab>
        ))}
      </TabList>
      {ADMIN_TABS.map(({ id, Panel }) => (
        <TabPanel key={id} id={id} className={tabStyles.tabPanel}>
          <Panel />
        </TabPanel>
      ))}
    </Tabs>
  );
}

function SignInRequired({ onTimeout }: { onTimeout: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onTimeout, SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onTimeout]);
  return (
    <main className={styles.loginPage}>
      <div className={styles.loginCard}>
        <h1 className={styles.title}>Admin Center</h1>
        <Alert tone="warning">
          Administrator sign-in required. Taking you to the sign-in page in 5 seconds...
        </Alert>
        <Link href="/admin-login">Sign in now</Link>
      </div>
    </main>
  );
}
