import { useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { NewDefaultCardForm } from './new-default-card-form';

export interface PaymentUpdateDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Opens when a refusal only a new card can fix (asksForCardUpdate, domain/payments/payment-messages.ts).
 * The new card is added here, on the game's page, and becomes the card charged: the player spins again.
 */
export function PaymentUpdateDialog({ isOpen, onClose }: PaymentUpdateDialogProps) {
  const [adding, setAdding] = useState(false);
  const close = () => {
    setAdding(false);
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      role="alertdialog"
      tone="warning"
      icon="💳"
      title="Payment Method Update Required"
      actions={
        adding ? null : (
          <>
            <Button variant="ghost" onPress={close}>
              Update Later
            </Button>
            <Button onPress={() => setAdding(true)}>Update Payment Card</Button>
          </>
        )
      }
    >
      <p>
        To complete your purchase and continue playing, please update your payment card with the latest
        security features.
      </p>
      {isOpen && adding ? <NewDefaultCardForm onCancel={() => setAdding(false)} onSaved={close} /> : null}
    </Dialog>
  );
}
