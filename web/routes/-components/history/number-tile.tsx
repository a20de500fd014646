import { Button, OverlayArrow, Tooltip, TooltipTrigger } from 'react-aria-components';
import { formatCents, toCents } from '../../../lib/cents';
import { formatDateTime } from '../../../lib/date-time';
import { instantPrizeLabel, instantWinOf } from '../../../lib/instant-prizes';
import * as styles from './history.css';
import type { TransactionOut } from './history-types';
import { entryMark } from './refund-badge';

/** Tooltip delay (docs/rules/player-pages.md, History pages); keyboard focus shows it at once. */
const TOOLTIP_DELAY_MS = 700;

/** One claimed number: FREE or its price, with amount, game and date in a tooltip. */
export function NumberTile({ entry }: { entry: TransactionOut }) {
  const cents = toCents(entry.amount);
  const cost = cents === 0 ? 'FREE' : formatCents(cents);
  const instantWin = instantWinOf(entry);
  const mark = entryMark(entry);
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS}>
      <Button className={styles.numberTile}>
        <span className={styles.numberValue}>{entry.spunNumber}</span>{' '}
        <span className={cents === 0 ? styles.numberFree : styles.numberCost}>{cost}</span>
        {mark ? <span className={styles.numberMark}>{mark}</span> : null}
        {instantWin ? <span className={styles.numberInstant}>🏆 Instant win</span> : null}
      </Button>
      <Tooltip className={styles.tooltip} offset={8}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" fill="currentColor" />
          </svg>
        </OverlayArrow>
        {cents === 0 ? 'Free entry' : formatCents(cents)} · {entry.gameName} ·{' '}
        {formatDateTime(entry.createdAt)}
        {mark ? ` · ${mark}` : ''}
        {instantWin ? ` · Instant win: ${instantPrizeLabel(instantWin)}` : ''}
      </Tooltip>
    </TooltipTrigger>
  );
}
