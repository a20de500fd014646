import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import * as styles from './admin.css';
import { SystemStatus } from './system-status';

export interface AdminHeaderProps {
  admin: { firstName: string };
  onSignedOut: () => void;
}

/** Logo, 'Admin Center', the system pill, who is signed in, and Logout (docs/rules/back-office.md, Dashboard). */
export function AdminHeader({ admin, onSignedOut }: AdminHeaderProps) {
  const queryClient = useQueryClient();
  const logout = trpc.admin.auth.logout.useMutation({
    // Signed out whatever the answer: the cached admin data goes with the session.
    onSettled: () => {
      queryClient.removeQueries({ queryKey: [['admin']] });
      onSignedOut();
    },
  });
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          🎡
        </span>
        <div>
          <h1 className={styles.title}>Admin Center</h1>
          <p className={styles.muted}>Real-time game management</p>
        </div>
      </div>
      <div className={styles.headerSide}>
        <SystemStatus />
        <div className={styles.identity}>
          <span className={styles.identityName}>{admin.firstName.trim() || 'Admin'}</span>
          <span className={styles.muted}>System Administrator</span>
        </div>
        <Button variant="ghost" size="sm" onPress={() => logout.mutate()} isDisabled={logout.isPending}>
          Logout
        </Button>
      </div>
    </header>
  );
}
