import { useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import * as tabStyles from '../../../ui/tabs.css';
import { useSelectedTabInView } from '../../../ui/use-selected-tab-in-view';
import { LimitsTab } from '../responsible/limits-tab';
import { AchievementsTab } from './achievements-tab';
import { CardsTab } from './cards-tab';
import * as styles from './dashboard.css';
import { DashboardHeader, ProfileCard } from './dashboard-header';
import { type DashboardTab, isDashboardTab } from './dashboard-search';
import { DrawNotices } from './draw-notices';
import { OverviewTab } from './overview-tab';
import { PaymentTab } from './payment-tab';
import { PrizesTab } from './prizes-tab';
import { SystemTab } from './system-tab';
import { TransactionsTab } from './transactions-tab';

export interface DashboardProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
}

/** The player dashboard (docs/rules/player-pages.md, The dashboard): the tab lives in the URL's `tab` parameter. */
export function Dashboard({ tab, onTabChange }: DashboardProps) {
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList);
  return (
    <div className={styles.page}>
      <DashboardHeader />
      <DrawNotices />
      <ProfileCard />
      <Tabs
        className={tabStyles.tabs}
        selectedKey={tab}
        onSelectionChange={(key) => isDashboardTab(key) && onTabChange(key)}
      >
        <TabList ref={tabList} aria-label="Dashboard sections" className={styles.tabList}>
          <Tab id="overview" className={tabStyles.tab}>
            <span className={styles.tabLabel}>Overview</span>
          </Tab>
          <Tab id="prizes" className={tabStyles.tab}>
            <span className={styles.tabLabel}>My Prizes</span>
          </Tab>
          <Tab id="transactions" className={tabStyles.tab}>
            <span className={styles.tabLabel}>Transactions</span>
          </Tab>
          <Tab id="achievements" className={tabStyles.tab}>
            <span className={styles.tabLabel}>Achievements</span>
          </Tab>
          <Tab id="payment" className={tabStyles.tab}>
            <span className={`${styles.tabLabel} ${styles.narrowOnly}`}>Payment</span>
            <span className={`${styles.tabLabel} ${styles.wideOnly}`}>Payment Setup</span>
          </Tab>
          <Tab id="cards" className={tabStyles.tab}>
            <span className={styles.tabLabel}>My Cards</span>
          </Tab>
          <Tab id="system" className={tabStyles.tab}>
            <span className={styles.tabLabel}>System</span>
          </Tab>
          <Tab id="limits" className={tabStyles.tab}>
            <span className={styles.tabLabel}>Play Responsibly</span>
          </Tab>
        </TabList>
        <TabPanel id="overview" className={tabStyles.tabPanel}>
          <OverviewTab />
        </TabPanel>
        <TabPanel id="prizes" className={tabStyles.tabPanel}>
          <PrizesTab />
        </TabPanel>
        <TabPanel id="transactions" className={tabStyles.tabPanel}>
          <TransactionsTab />
        </TabPanel>
        <TabPanel id="achievements" className={tabStyles.tabPanel}>
          <AchievementsTab />
        </TabPanel>
        <TabPanel id="payment" className={tabStyles.tabPanel}>
          <PaymentTab />
        </TabPanel>
        <TabPanel id="cards" className={tabStyles.tabPanel}>
          <CardsTab />
        </TabPanel>
        <TabPanel id="system" className={tabStyles.tabPanel}>
          <SystemTab />
        </TabPanel>
        <TabPanel id="limits" className={tabStyles.tabPanel}>
          <LimitsTab />
        </TabPanel>
      </Tabs>
    </div>
  );
}
