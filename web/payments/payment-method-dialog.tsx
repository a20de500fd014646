import type { PriceWording } from '../../domain/games/price-wording';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { CardSelector } from './card-selector';

export interface PaymentMethodDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onAddCard: () => void;
  /** A saved card was chosen as the default: the player can spin now. */
  onCardChosen: () => void;
  /** The game's price wording (domain/games/price-wording.ts). */
  price: PriceWording;
}

/** A signed-in player without a default card presses SPIN: choose a saved card or add one. */
export function PaymentMethodDialog({
  isOpen,
  onClose,
  onAddCard,
  onCardChosen,
  price,
}: PaymentMethodDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      tone="accent"
      icon="💳"
      title="Payment Method Required"
      actions={
        <>
          <Button variant="ghost" onPress={onClose}>
            Maybe Later
          </Button>
          <Button onPress={onAddCard}>Add Payment Method</Button>
        </>
      }
    >
      <p>
        To spin for money you need a card on file. When you spin, it is charged the price of the number you
        land on. {price.perNumber} Free entries need no card.
      </p>
      {isOpen ? <CardSelector onChosen={onCardChosen} /> : null}
    </Dialog>
  );
}
