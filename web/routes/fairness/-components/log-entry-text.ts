import type { HashedEntry } from '../../../../domain/fairness/fairness-log';
import { readTermsDetail } from '../../../../domain/fairness/terms-entry';
import { formatAmount } from '../../../lib/format';
import { formatZonedDateTime } from '../../../lib/us-format';

/**
 * An edit entry's detail in words: the log keeps `field=value` (domain/games/game-revision.ts, the
 * hashed text stays as written); the page says what changed. A field it does not know shows as written.
 */
export function editText(detail: string): string {
  const at = detail.indexOf('=');
  const [field, value] = at < 0 ? [detail, ''] : [detail.slice(0, at), detail.slice(at + 1)];
  if (field === 'endTime' && formatZonedDateTime(value))
    return `end time moved to ${formatZonedDateTime(value)}`;
  if (field === 'prize') return `prize changed to ${value}`;
  if (field === 'prizeValueCents' && /^\d+$/.test(value))
    return `prize value changed to ${formatAmount(Number(value) / 100)}`;
  return detail;
}

/** A terms entry's detail in words: 'version 2, SHA-256 9f2c…' (domain/fairness/terms-entry.ts). */
function termsText(detail: string): string {
  const read = readTermsDetail(detail);
  return read ? `version ${read.version} fixed, SHA-256 ${read.hash}` : detail;
}

/** One log entry's title on the fairness page ('Spin 3: paid claim of number 7'). */
export function logEntryTitle(entry: HashedEntry): string {
  if (entry.type === 'claim') {
    const instant = entry.instant === undefined ? '' : `, instant prize ${entry.instant}`;
    return `Spin ${entry.spin}: ${entry.kind} claim of number ${entry.number}${instant}`;
  }
  if (entry.type === 'instant')
    return `Instant prize ${entry.k} won by spin ${entry.spin}, number ${entry.number}`;
  if (entry.type === 'release') return `Number ${entry.number} returned to the pool`;
  if (entry.type === 'setaside') return `Set aside: number ${entry.number}, reason: ${entry.detail}`;
  if (entry.type === 'pick') return `Operator's pick: number ${entry.number}, reason: ${entry.detail}`;
  if (entry.type === 'edit') return `Game edited: ${editText(entry.detail)}`;
  if (entry.type === 'cancel') return `Game cancelled, reason: ${entry.detail}`;
  if (entry.type === 'terms') return `Terms ${termsText(entry.detail)}`;
  return `Draw: winning number ${entry.number}`;
}

/** What a player's own seed finds in the log, in the words the page shows under the seed field. */
export function yourEntriesText(gameSeed: string, spins: readonly number[], perGame: boolean): string {
  const seed = perGame ? `Your client seed for this game is ${gameSeed}. ` : '';
  if (spins.length === 0) return `${seed}No claim of this game shows it.`;
  const listed = spins.length === 1 ? `spin ${spins[0]}` : `spins ${spins.join(', ')}`;
  return `${seed}Your entries: ${listed}.`;
}
