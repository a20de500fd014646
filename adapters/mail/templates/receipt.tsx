import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { CARD_BRAND_NAMES, type CardBrand } from '../../../domain/payments/payment-card';
import { REFUND_POLICY } from '../../../domain/payments/refund-policy';
import { dollars, easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type Receipt = Extract<MailMessage, { kind: 'receipt' }>;

export const receiptSubject = (m: Receipt) => `Your receipt: number ${m.number} in ${m.gameName}`;

const cardOf = (m: Receipt) =>
  m.cardLast4 === null
    ? 'Card on file'
    : `${CARD_BRAND_NAMES[m.cardBrand as CardBrand] ?? m.cardBrand ?? 'Card'} ending in ${m.cardLast4}`;

/** A receipt for every charge (game, number, amount, card brand and last 4, date). */
export function ReceiptEmail({ m, siteUrl }: { m: Receipt; siteUrl: string }) {
  return (
    <Layout
      preview={`${dollars(m.amountCents)} for number ${m.number}`}
      heading="Payment receipt"
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      <Text style={styles.text}>Thanks for playing. Here is your receipt:</Text>
      <Text style={styles.row}>
        Game: {m.gameName} ({m.gameCode})
      </Text>
      <Text style={styles.row}>Number: {m.number}</Text>
      <Text style={styles.row}>Amount: {dollars(m.amountCents)}</Text>
      <Text style={styles.row}>Card: {cardOf(m)}</Text>
      <Text style={styles.row}>Date: {easternTime(m.paidAt)}</Text>
      {m.drawAt ? (
        <Text style={styles.row}>Live draw: {easternTime(m.drawAt)}, or sooner if it sells out</Text>
      ) : null}
      <Text style={styles.muted}>Payment ID: {m.paymentId}</Text>
      <Text style={styles.muted}>{REFUND_POLICY}</Text>
    </Layout>
  );
}
