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

/** The receipt's words, each formatted from the message: what its template is filled with. */
export const receiptFields = (m: Receipt) => ({
  preview: `${dollars(m.amountCents)} for number ${m.number}`,
  firstName: m.firstName,
  gameName: m.gameName,
  gameCode: m.gameCode,
  number: String(m.number),
  amount: dollars(m.amountCents),
  card: cardOf(m),
  date: easternTime(m.paidAt),
  paymentId: m.paymentId,
  /** Empty when the game has no draw time to state: the line is left out (a full render, not the filled one). */
  drawAt: m.drawAt
    ? `${easternTime(m.drawAt)}${m.soldOut ? ' (it sold out)' : ', or sooner if it sells out'}`
    : '',
});

export type ReceiptFields = ReturnType<typeof receiptFields>;

/** A receipt for every charge (game, number, amount, card brand and last 4, date). */
export function ReceiptEmail({ m, siteUrl }: { m: Receipt; siteUrl: string }) {
  return <ReceiptView f={receiptFields(m)} siteUrl={siteUrl} />;
}

/** The receipt from its formatted words (adapters/mail/filled-template.ts renders it once, then fills it). */
export function ReceiptView({ f, siteUrl }: { f: ReceiptFields; siteUrl: string }) {
  return (
    <Layout preview={f.preview} heading="Payment receipt" siteUrl={siteUrl}>
      <Greeting firstName={f.firstName} />
      <Text style={styles.text}>Thanks for playing. Here is your receipt:</Text>
      <Text style={styles.row}>
        Game: {f.gameName} ({f.gameCode})
      </Text>
      <Text style={styles.row}>Number: {f.number}</Text>
      <Text style={styles.row}>Amount: {f.amount}</Text>
      <Text style={styles.row}>Card: {f.card}</Text>
      <Text style={styles.row}>Date: {f.date}</Text>
      {f.drawAt ? <Text style={styles.row}>Live draw: {f.drawAt}</Text> : null}
      <Text style={styles.muted}>Payment ID: {f.paymentId}</Text>
      <Text style={styles.muted}>{REFUND_POLICY}</Text>
    </Layout>
  );
}
