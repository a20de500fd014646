import { pricedAbovePrizeText } from '../../../lib/game-rules';
import type { GameOut } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';

/** Said on a game's card, its page and before a paid spin while some number costs more than the prize. */
export function PricedAbovePrize({ game }: { game: Pick<GameOut, 'pricedAbovePrize' | 'prizeValue'> }) {
  const text = pricedAbovePrizeText(game);
  if (!text) return null;
  return (
    <Alert tone="warning">
      <strong>Priced above the prize.</strong> {text}
    </Alert>
  );
}
