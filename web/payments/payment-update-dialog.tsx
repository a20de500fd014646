import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export interface PaymentUpdateDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onUpdate: () => void;
}

/** Opens when a refusal only a new card can fix (asksForCardUpdate, domain/payments/payment-messages.ts). */
export function PaymentUpdateDialog({ isOpen, onClose, onUpdate }: PaymentUpdateDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      tone="warning"
      icon="💳"
      title="Payment Method Update Required"
      actions={
        <>
          <Button variant="ghost" onPress={onClose}>
            Update Later
          </Button>
          <Button onPress={onUpdate}>Update Payment Card</Button>
        </>
      }
    >
      <p>
        To complete your purchase and continue playing, please update your payment card with the latest
        security features.
      </p>
    </Dialog>
  );
}
