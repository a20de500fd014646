import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { easternTime } from './format';
import { Layout, styles } from './layout';

type ContactMessage = Extract<MailMessage, { kind: 'contact-message' }>;

export const contactMessageSubject = (m: ContactMessage) => `Contact form: ${m.subject}`;

/** The contact form, forwarded to the operator; replying answers the sender (Reply-To). */
export function ContactMessageEmail({ m, siteUrl }: { m: ContactMessage; siteUrl: string }) {
  return (
    <Layout preview={`${m.name}: ${m.subject}`} heading="New message from the contact form" siteUrl={siteUrl}>
      <Text style={styles.row}>
        From: {m.name} &lt;{m.email}&gt;
      </Text>
      <Text style={styles.row}>Subject: {m.subject}</Text>
      <Text style={styles.row}>Sent: {easternTime(m.sentAt)}</Text>
      <Text style={{ ...styles.text, marginTop: '16px', whiteSpace: 'pre-wrap' }}>{m.message}</Text>
      <Text style={styles.muted}>
        We promise a reply within 24 hours. Reply to this e-mail to answer {m.name}.
      </Text>
    </Layout>
  );
}
