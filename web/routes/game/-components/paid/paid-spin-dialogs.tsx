import { gamePriceWording } from '../../../../../domain/games/price-wording';
import { REFUND_POLICY } from '../../../../../domain/payments/refund-policy';
import { useAuth } from '../../../../auth/auth-context';
import { formatAmount } from '../../../../lib/format';
import { priceRangeText } from '../../../../lib/game-rules';
import type { GameOut } from '../../../../lib/trpc';
import { cardLabel } from '../../../../payments/card-brand';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Link } from '../../../../ui/link';
import { InstantWinNote } from '../../../-components/instant-prizes/instant-prize-list';
import { PricedAbovePrize } from '../../../-components/pricing/priced-above-prize';
import { SpinPriceFigures } from '../../../-components/responsible/spin-price-figures';
import { PaidResultDialog } from './paid-result-dialog';
import type { HeldNumber } from './use-held-number';
import type { PaidSpin } from './use-paid-spin';

export interface PaidSpinDialogsProps {
  game: GameOut;
  paid: PaidSpin;
  held: HeldNumber;
  onPayWithOtherCard: () => void;
}

export function PaidSpinDialogs({ game, paid, held, onPayWithOtherCard }: PaidSpinDialogsProps) {
  const { state } = useAuth();
  const card = cardLabel(state.user?.cardBrand, state.user?.cardLast4);
  const price = gamePriceWording(game);
  return (
    <>
      <Dialog
        isOpen={paid.phase === 'confirm'}
        onOpenChange={(open) => !open && paid.cancel()}
        role="alertdialog"
        tone="warning"
        icon="⚖️"
        title="Play Responsibly"
        actions={
          <>
            <Button variant="ghost" onPress={paid.cancel}>
              Cancel
            </Button>
            <Button onPress={paid.confirm}>I Agree, Spin</Button>
          </>
        }
      >
        <p>
          The wheel claims one available number for you and your {card ?? 'default card'} is charged that
          number's price at once. {price.perNumber} Right now this spin can cost:
        </p>
        <SpinPriceFigures gameId={game.id} />
        <p>
          {priceRangeText(game)}. The prize, {game.prize}, is worth {formatAmount(game.prizeValue)}.
        </p>
        {price.free ? <p>{price.free}</p> : null}
        <PricedAbovePrize game={game} />
        <p>
          {REFUND_POLICY} You must be 18 or older to play. Only spend what you can afford.{' '}
          <Link href="/responsible-play" target="_blank">
            Responsible play: limits, breaks and help
          </Link>
        </p>
      </Dialog>

      <PaidResultDialog
        outcome={paid.resultOpen ? paid.outcome : null}
        gameId={game.id}
        gameName={game.name}
        onClose={paid.closeResult}
        onPayWithOtherCard={() => {
          paid.closeResult();
          onPayWithOtherCard();
        }}
        onUpdateCard={() => {
          paid.closeResult();
          paid.setDialog('update');
        }}
      />

      <Dialog
        isOpen={held.paid !== null}
        onOpenChange={(open) => !open && held.closePaid()}
        tone={held.paid?.pending ? 'warning' : 'success'}
        icon={held.paid?.pending ? '⏳' : held.paid?.instantWin ? '🏆' : '🎉'}
        title={
          held.paid?.pending ? 'Confirming your payment...' : `Number ${held.paid?.number ?? ''} is yours!`
        }
        actions={<Button onPress={held.closePaid}>{held.paid?.pending ? 'Close' : 'Awesome!'}</Button>}
      >
        {held.paid?.instantWin ? (
          <InstantWinNote win={held.paid.instantWin} number={held.paid.number} />
        ) : (
          <p>{held.paid?.message}</p>
        )}
        {held.paid?.pending ? (
          <p>The charge is being confirmed with your bank; it is never taken twice.</p>
        ) : (
          <p>It is yours in {game.name}: good luck in the draw!</p>
        )}
      </Dialog>
    </>
  );
}
