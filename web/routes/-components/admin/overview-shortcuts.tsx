import { LinkButton } from '../../../ui/link-button';
import { isAdminTab } from './admin-search';
import * as styles from './back-office.css';

/** The Overview's cards that jump to a tab (docs/rules/back-office.md, Dashboard); a card shows once its tab is built. */
const SHORTCUTS: readonly { title: string; text: string; tab: string; action: string; query?: string }[] = [
  {
    title: 'New Game',
    text: 'Open the Create Game form.',
    tab: 'games',
    action: 'Create New Game',
    query: '&dialog=create-game',
  },
  { title: 'Manage Games', text: 'Create, edit and close games.', tab: 'games', action: 'Open Games' },
  {
    title: 'View Analytics',
    text: 'Revenue, spins and players from the ledger.',
    tab: 'analytics',
    action: 'Open Analytics',
  },
  { title: 'User Management', text: 'Find, edit and suspend players.', tab: 'users', action: 'Open Users' },
  {
    title: 'System Monitor',
    text: 'Database, requests, memory and alerts, measured.',
    tab: 'system',
    action: 'Open System Monitor',
  },
  {
    title: 'Game Settings',
    text: 'The rules every game and sign-in follows.',
    tab: 'settings',
    action: 'Open Settings',
  },
];

export function OverviewShortcuts() {
  const shortcuts = SHORTCUTS.filter((shortcut) => isAdminTab(shortcut.tab));
  return (
    <nav aria-label="Admin shortcuts" className={styles.shortcuts}>
      {shortcuts.map((shortcut) => (
        <div key={shortcut.action} className={styles.card}>
          <h3 className={styles.sectionTitle}>{shortcut.title}</h3>
          <p className={styles.muted}>{shortcut.text}</p>
          <LinkButton
            variant="secondary"
            className={styles.shortcutAction}
            href={`/admin-dashboard?tab=${shortcut.tab}${shortcut.query ?? ''}`}
          >
            {shortcut.action}
          </LinkButton>
        </div>
      ))}
    </nav>
  );
}
