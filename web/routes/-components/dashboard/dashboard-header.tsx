import { useAuth } from '../../../auth/auth-context';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import * as styles from './dashboard.css';

export function DashboardHeader() {
  const { logout } = useAuth();
  const utils = trpc.useUtils();
  const refresh = () =>
    void Promise.all([
      utils.auth.me.invalidate(),
      utils.account.invalidate(),
      utils.cards.list.invalidate(),
      utils.cards.defaultCard.invalidate(),
    ]);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>Dashboard</h1>
      <div className={styles.headerActions}>
        <LinkButton variant="ghost" size="sm" href="/games">
          ← Back to Games
        </LinkButton>
        <Button variant="ghost" size="sm" onPress={refresh}>
          Refresh
        </Button>
        <Button variant="ghost" size="sm" onPress={() => void logout()}>
          Logout
        </Button>
      </div>
    </header>
  );
}

/** 'Player' stands in when the first or last name is missing (docs/rules/player-pages.md, The dashboard). */
export function displayName(user: { firstName?: string | null; lastName?: string | null }): string {
  return user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : 'Player';
}

export function ProfileCard() {
  const { state } = useAuth();
  const user = state.user;
  if (!user) return null;
  return (
    <section className={styles.profile} aria-label="Your profile">
      <div>
        <h2 className={styles.profileName}>{displayName(user)}</h2>
        <p className={styles.muted}>{user.email}</p>
      </div>
      <div className={styles.badges}>
        {user.cardOnFile ? (
          <span className={styles.badge.success}>Payment Verified</span>
        ) : (
          <span className={styles.badge.warning}>Payment Required</span>
        )}
        <span className={styles.badge.info}>ONLINE</span>
      </div>
    </section>
  );
}
