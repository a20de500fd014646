import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type PasswordChanged = Extract<MailMessage, { kind: 'password-changed' }>;

export const passwordChangedSubject = () => 'Your Prize Wheel password was changed';

export function PasswordChangedEmail({ m, siteUrl }: { m: PasswordChanged; siteUrl: string }) {
  return (
    <Layout preview="Your password was changed" heading="Your password was changed" siteUrl={siteUrl}>
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        The password of your Prize Wheel account was changed on {easternTime(m.changedAt)}. Every other
        signed-in device was signed out.
      </Text>
      <Text style={styles.text}>
        If you did not do this, reset your password at {siteUrl}/forgot-password and contact us at
        {` ${siteUrl}/contact`}.
      </Text>
    </Layout>
  );
}
