import { useState } from 'react';
import type { PriceWording } from '../../domain/games/price-wording';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { CardSelector } from './card-selector';
import { NewDefaultCardForm } from './new-default-card-form';

export interface PaymentMethodDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** A saved card was chosen, or a new one added, as the default: the player can spin now. */
  onCardChosen: () => void;
  /** The game's price wording (domain/games/price-wording.ts). */
  price: PriceWording;
}

/**
 * A signed-in player without a default card presses SPIN: choose a saved card or add one, here on the
 * game's page, so the player goes on with the game (its play-responsibly step) once the card is saved.
 */
export function PaymentMethodDialog({ isOpen, onClose, onCardChosen, price }: PaymentMethodDialogProps) {
  const [adding, setAdding] = useState(false);
  const close = () => {
    setAdding(false);
    onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      tone="accent"
      icon="💳"
      title="Payment Method Required"
      actions={
        adding ? null : (
          <>
            <Button variant="ghost" onPress={close}>
              Maybe Later
            </Button>
            <Button onPress={() => setAdding(true)}>Add Payment Method</Button>
          </>
        )
      }
    >
      <p>
        To spin for money you need a card on file. When you spin, it is charged the price of the number you
        land on. {price.perNumber} Free entries need no card.
      </p>
      {isOpen && adding ? (
        <NewDefaultCardForm
          onCancel={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            onCardChosen();
          }}
        />
      ) : null}
      {isOpen && !adding ? <CardSelector onChosen={onCardChosen} /> : null}
    </Dialog>
  );
}
