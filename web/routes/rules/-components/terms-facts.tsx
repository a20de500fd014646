import type { TermsDocument } from '../../../../domain/terms/terms-document';
import { formatAmount } from '../../../lib/format';
import { formatZonedDateTime } from '../../../lib/us-format';
import { Bullets } from '../../-components/public/public-page';

const dollars = (cents: number) => formatAmount(cents / 100);

function minimumText(minimum: TermsDocument['minimumToRun']): string {
  if (!minimum) return 'None: the game runs whatever it sells.';
  const below =
    minimum.belowMinimum === 'extend'
      ? `its end moves once by ${minimum.extendHours ?? 0} hours`
      : 'it is cancelled and every paid number refunded';
  return `${minimum.paidNumbers} paid numbers by its end; below that, ${below}.`;
}

/** The draw rule's delay in words: 'at once', '1 minute after', '15 minutes after'. */
const drawAfterSellOut = (minutes: number) =>
  minutes === 0 ? 'at once' : `${minutes} minute${minutes === 1 ? '' : 's'} after`;

/** One version of a game's terms in words: every field of its document (docs/rules/fairness.md, Terms). */
export function TermsFacts({ document: d }: { document: TermsDocument }) {
  const range = d.numbers.freeRange;
  return (
    <Bullets
      items={[
        `Prize: ${d.prize.name}, worth ${dollars(d.prize.valueCents)}${d.prize.description ? ` (${d.prize.description})` : ''}.`,
        `Price: ${d.price.rule}${d.price.freeNumbers ? ` ${d.price.freeNumbers}` : ''}`,
        `Numbers: 1-${d.numbers.total}; ${range ? `free range ${range.from}-${range.to}` : 'no free range'}.`,
        `Opens ${formatZonedDateTime(d.schedule.startsAt)}; ends ${formatZonedDateTime(d.schedule.endsAt)}, or when every number is claimed.`,
        `Live draw: at the end time, or ${drawAfterSellOut(d.schedule.drawAfterSellOutMinutes)} if every number is claimed before.`,
        `Minimum to run: ${minimumText(d.minimumToRun)}`,
        `Entry cap: ${d.entryCap ? `${d.entryCap.paidEntriesPerPlayer} paid entries per player.` : 'none.'}`,
        d.instantPrizes.length === 0
          ? 'Instant prizes: none.'
          : `Instant prizes: ${d.instantPrizes.map((p) => `${p.k}. ${p.name} (${dollars(p.valueCents)})`).join('; ')}.`,
        d.officialRules.text ? (
          `Official Rules in force: the edition of ${d.officialRules.edition}, their text as this version holds it below.`
        ) : (
          <>
            Official Rules in force: the edition of {d.officialRules.edition},{' '}
            <a href={d.officialRules.url}>read them</a>.
          </>
        ),
      ]}
    />
  );
}
