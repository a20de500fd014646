import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/auth-context';
import { Spinner } from '../ui/spinner';
import { useAddCard } from './use-add-card';

// Card fields (and Square's script) load only when the player chooses to add a card.
const CardForm = lazy(() => import('./card-form'));

export interface NewDefaultCardFormProps {
  /** The card is saved and is now the one charged for spins. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A new card, added where the player is (a game's dialog) and made the default card, so the player
 * stays on the game instead of going to the dashboard for it.
 */
export function NewDefaultCardForm({ onSaved, onCancel }: NewDefaultCardFormProps) {
  const { state } = useAuth();
  const addCard = useAddCard();
  const user = state.user;
  return (
    <Suspense fallback={<Spinner label="Loading payment form..." />}>
      <CardForm
        submitLabel="Save Card and Continue"
        submittingLabel="Saving card..."
        defaultCardholderName={user ? `${user.firstName} ${user.lastName}`.trim() : ''}
        onCancel={onCancel}
        onToken={async (token, cardholderName) => {
          await addCard(token, { cardholderName, makeDefault: true });
          onSaved();
        }}
      />
    </Suspense>
  );
}
