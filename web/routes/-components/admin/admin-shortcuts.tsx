import { useNavigate } from '@tanstack/react-router';
import { Button as AriaButton } from 'react-aria-components';
import { shortcut } from '../dashboard/dashboard.css';
import * as styles from './admin.css';
import * as gameStyles from './admin-games.css';
import { type AdminTabId, isAdminTab } from './admin-search';

/** admin.md section 2's Overview cards, for the tabs that exist (one line per card). */
const SHORTCUTS: readonly { label: string; hint: string; tab: AdminTabId | string; create?: true }[] = [
  { label: 'Create New Game', hint: 'Open the Create Game form', tab: 'games', create: true },
];

export function AdminShortcuts() {
  const navigate = useNavigate();
  const cards = SHORTCUTS.filter((s) => isAdminTab(s.tab));
  if (cards.length === 0) return null;
  return (
    <nav aria-label="Shortcuts" className={styles.grid}>
      {cards.map((card) => (
        <AriaButton
          key={card.label}
          className={`${shortcut} ${gameStyles.shortcutCard}`}
          onPress={() =>
            void navigate({
              to: '/admin-dashboard',
              search: {
                tab: card.tab as AdminTabId,
                ...(card.create ? { dialog: 'create-game' as const } : {}),
              },
            })
          }
        >
          <strong>{card.label}</strong>
          <span className={styles.muted}>{card.hint}</span>
        </AriaButton>
      ))}
    </nav>
  );
}
