import { Button, Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type PasswordReset = Extract<MailMessage, { kind: 'password-reset' }>;

export const passwordResetSubject = () => 'Reset your Prize Wheel password';

export function PasswordResetEmail({ m, siteUrl }: { m: PasswordReset; siteUrl: string }) {
  return (
    <Layout preview="Reset your password" heading="Reset your password" siteUrl={siteUrl}>
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        Someone asked to reset the password of your Prize Wheel account. Follow this link to choose a new one.
        It works once, until {easternTime(m.expiresAt)} (30 minutes).
      </Text>
      <Button href={m.resetUrl} style={styles.button}>
        Choose a new password
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>Or open this address: {m.resetUrl}</Text>
      <Text style={styles.muted}>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Text>
    </Layout>
  );
}
