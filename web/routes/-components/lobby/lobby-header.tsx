import { useAuth } from '../../../auth/auth-context';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import * as styles from './lobby.css';

export function LobbyHeader() {
  const { state, logout } = useAuth();
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <span className={styles.brandIcon} aria-hidden="true">
          🎡
        </span>
        Prize Wheel
      </div>
      <div className={styles.headerActions}>
        {state.user ? <span className={styles.greeting}>Hi, {state.user.firstName}</span> : null}
        <LinkButton variant="ghost" size="sm" href="/dashboard">
          Dashboard
        </LinkButton>
        <Button variant="ghost" size="sm" onPress={() => void logout()}>
          Logout
        </Button>
      </div>
    </header>
  );
}
