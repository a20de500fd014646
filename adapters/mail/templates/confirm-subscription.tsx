import { Button, Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { Greeting, Layout, styles } from './layout';

type ConfirmSubscription = Extract<MailMessage, { kind: 'confirm-subscription' }>;

export const confirmSubscriptionSubject = () => 'Confirm your Prize Wheel new-game e-mails';

/** 'Get Notified' asks the address first: no announcement goes out until its owner confirms. */
export function ConfirmSubscriptionEmail({ m, siteUrl }: { m: ConfirmSubscription; siteUrl: string }) {
  return (
    <Layout preview="Confirm your new-game e-mails" heading="Confirm your new-game e-mails" siteUrl={siteUrl}>
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>
        Someone asked Prize Wheel to e-mail this address when new games open. Follow this link and press
        Confirm to start receiving them.
      </Text>
      <Button href={m.confirmUrl} style={styles.button}>
        Confirm my e-mails
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>Or open this address: {m.confirmUrl}</Text>
      <Text style={styles.muted}>
        If you did not ask for this, ignore this e-mail: nothing more will be sent to you.
      </Text>
    </Layout>
  );
}
