import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { claimKindOf, claimWords } from '../../../domain/winners/claim-words';
import { TAX_REPORTING_THRESHOLD_CENTS } from '../../../domain/winners/tax-id';
import { noticeAsksTaxId } from '../../../domain/winners/winner-notice';
import { ClaimButton } from './claim-link';
import { dollars, easternTime } from './format';
import { Greeting, Layout, styles } from './layout';

type Winner = Extract<MailMessage, { kind: 'winner' }>;

export const winnerSubject = (m: Winner) =>
  m.instant ? `Instant win in ${m.gameName}: ${m.prize}!` : `You won ${m.gameName}!`;

export function WinnerEmail({ m, siteUrl }: { m: Winner; siteUrl: string }) {
  return (
    <Layout
      preview={`Your number ${m.number} won ${m.prize}`}
      heading={m.instant ? 'Instant win!' : 'Congratulations, you won!'}
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      {m.instant ? (
        <Text style={styles.text}>
          Your number {m.number} in {m.gameName} is an instant win: {m.prize} (worth{' '}
          {dollars(m.prizeValueCents)}). The number also stays in the game's draw for its main prize.
        </Text>
      ) : (
        <Text style={styles.text}>
          Your number {m.number} won {m.gameName}. Your prize: {m.prize} (worth {dollars(m.prizeValueCents)}).
        </Text>
      )}
      {m.winnerId === undefined ? (
        <Text style={styles.text}>
          Claim it by replying to this e-mail before {easternTime(m.claimBy)}: a prize must be claimed within
          72 hours of this notice.
        </Text>
      ) : (
        <>
          <Text style={styles.text}>
            Claim it (or decline it) on the claim page before {easternTime(m.claimBy)}, within{' '}
            {m.claimWindowHours ?? 72} hours of this notice:{' '}
            {claimWords(claimKindOf(m.instant)).afterDeadline}. You will be asked for your legal name, date of
            birth, shipping address and phone, and to sign the affidavit and release.
          </Text>
          {noticeAsksTaxId(m) ? (
            <Text style={styles.text}>
              As the prize is worth {dollars(TAX_REPORTING_THRESHOLD_CENTS)} or more, you will also be asked
              for your Social Security Number or ITIN: we report the prize to the IRS (Form 1099).
            </Text>
          ) : null}
          <ClaimButton siteUrl={siteUrl} winnerId={m.winnerId} label="Claim your prize" />
        </>
      )}
    </Layout>
  );
}
