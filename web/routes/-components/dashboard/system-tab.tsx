import { useState } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { Button } from '../../../ui/button';
import { link } from '../../../ui/link.css';
import { ChangePasswordDialog } from './change-password-dialog';
import { ClientSeedPanel } from './client-seed-panel';
import * as styles from './dashboard.css';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import { PreferencesPanel } from './preferences-panel';

type OpenDialog = 'profile' | 'password' | 'delete' | null;

/** Account information, preferences, and the Privacy & Security dialogs. */
export function SystemTab() {
  const { state } = useAuth();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const user = state.user;
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const close = () => setDialog(null);
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="account-title">
        <h2 id="account-title" className={styles.sectionTitle}>
          Account Information
        </h2>
        <dl className={styles.details}>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.definition}>{user.email}</dd>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.definition}>{name || 'Not set'}</dd>
          <dt className={styles.term}>Phone</dt>
          <dd className={styles.definition}>{user.phone || 'Not set'}</dd>
          <dt className={styles.term}>State</dt>
          <dd className={styles.definition}>{user.state || 'Not set'}</dd>
          <dt className={styles.term}>Status</dt>
          <dd className={styles.definition}>Active</dd>
        </dl>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => setDialog('profile')}>
            Edit Profile
          </Button>
          {/* A copy of everything we keep about the player (GET /api/user/export). */}
          <a className={link} href="/api/user/export" download="prize-wheel-my-data.json">
            Download my data
          </a>
        </div>
      </section>
      <PreferencesPanel />
      <ClientSeedPanel />
      <section className={styles.card} aria-labelledby="security-title">
        <h2 id="security-title" className={styles.sectionTitle}>
          Privacy &amp; Security
        </h2>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => setDialog('password')}>
            Change Password
          </Button>
          <Button variant="danger" onPress={() => setDialog('delete')}>
            Delete Account
          </Button>
        </div>
      </section>
      <EditProfileDialog isOpen={dialog === 'profile'} onClose={close} />
      <ChangePasswordDialog isOpen={dialog === 'password'} onClose={close} />
      <DeleteAccountDialog isOpen={dialog === 'delete'} onClose={close} />
    </div>
  );
}
