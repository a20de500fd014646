import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type Locked = Extract<MailMessage, { kind: 'admin-two-factor-locked' }>;

export const adminTwoFactorLockedSubject = () => 'Prize Wheel administrator sign-in locked after wrong codes';

/** Wrong two-factor codes locked the administrator's code step: only someone with the password gets there. */
export function AdminTwoFactorLockedEmail({ m, siteUrl }: { m: Locked; siteUrl: string }) {
  return (
    <Layout
      preview="Two-factor sign-in to your administrator account is locked"
      heading="Two-factor sign-in locked"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        {m.wrongCodes} wrong two-factor codes were entered for your Prize Wheel administrator account within
        15 minutes, the last on {easternTime(m.lockedAt)}
        {m.address ? ` from the address ${m.address}` : ''}. Until {easternTime(m.lockedUntil)} no code is
        accepted for your account, from any address.
      </Text>
      <Text style={styles.text}>
        A code is asked only after the right password. If these were not your attempts, someone knows your
        password: sign in at {siteUrl}/admin-login once the lock ends and change your password at once.
      </Text>
    </Layout>
  );
}
