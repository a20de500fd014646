import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/auth-context';
import type { PaymentCardOut } from '../lib/trpc';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { useAddCard } from './use-add-card';

// Card fields (and Square's script) load only when a card form is opened.
const CardForm = lazy(() => import('./card-form'));

export interface AddCardDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Runs once the card is stored (and made the default); the dialog is closed by then. */
  onAdded?: (card: PaymentCardOut) => void;
  title?: string;
  intro?: string;
  submitLabel?: string;
}

/** The game page's add-card form: the new card becomes the card charged from now on. */
export function AddCardDialog({
  isOpen,
  onClose,
  onAdded,
  title = 'Add Payment Card',
  intro = 'Your new card becomes your default card: it is charged for your next spins.',
  submitLabel = 'Save Card',
}: AddCardDialogProps) {
  const { state } = useAuth();
  const addCard = useAddCard();
  const user = state.user;
  const defaultName = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} icon="💳" title={title}>
      <p>{intro}</p>
      <Suspense fallback={<Spinner label="Loading payment form..." />}>
        <CardForm
          submitLabel={submitLabel}
          submittingLabel="Saving card..."
          defaultCardholderName={defaultName}
          onCancel={onClose}
          onToken={async (token, cardholderName) => {
            const card = await addCard(token, { cardholderName, makeDefault: true });
            onClose();
            onAdded?.(card);
          }}
        />
      </Suspense>
    </Dialog>
  );
}
