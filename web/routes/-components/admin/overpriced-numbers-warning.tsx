import { GAME_LIMITS } from '../../../../domain/games/game';
import { type OverpricedNumbers, overpricedNumbers } from '../../../../domain/games/pricing-policy';
import { formatAmount } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import * as styles from './admin-games.css';
import type { GameForm } from './game-form';

const whole = (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** The form's numbers priced above its prize value, by the pricing rule the spins use. */
function overpricedOf(form: GameForm): OverpricedNumbers | null {
  const total = whole(form.totalNumbers);
  const value = whole(form.prizeValue);
  if (
    total === null ||
    value === null ||
    total < GAME_LIMITS.minTotalNumbers ||
    total > GAME_LIMITS.maxTotalNumbers ||
    !Number.isInteger(total)
  )
    return null;
  const free = form.freePlay
    ? { freePlayStart: whole(form.freePlayStart) ?? 0, freePlayEnd: whole(form.freePlayEnd) ?? -1 }
    : { freePlayStart: 0, freePlayEnd: -1 };
  return overpricedNumbers({ ...free, totalNumbers: total }, Math.round(value * 100));
}

/** The Games form warns while some number would cost a player more than the prize is worth. */
export function OverpricedNumbersWarning({ form }: { form: GameForm }) {
  const over = overpricedOf(form);
  if (!over) return null;
  const which =
    over.count === 1
      ? `Number ${over.lowest} costs`
      : `${over.count} numbers (${over.lowest} to ${over.highest}) cost`;
  return (
    <div className={styles.wide}>
      <Alert tone="warning">
        <strong>Priced above the prize.</strong> {which} more than the prize is worth (
        {formatAmount(Number(form.prizeValue))}); the highest costs {formatAmount(over.highest)}. A player
        landing on one pays more than they could win. Raise the prize value, lower the total numbers or make
        them free.
      </Alert>
    </div>
  );
}
