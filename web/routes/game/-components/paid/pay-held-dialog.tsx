import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../../../auth/auth-context';
import { formatAmount } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { savedCardText } from '../../../../payments/card-brand';
import { useAddCard } from '../../../../payments/use-add-card';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Radio, RadioGroup } from '../../../../ui/radio-group';
import { Spinner } from '../../../../ui/spinner';
import * as styles from './paid-play.css';

// Card fields (and Square's script) load only when a new card is chosen.
const CardForm = lazy(() => import('../../../../payments/card-form'));

const NEW_CARD = 'new';

export interface PayHeldDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The held number and its price; null keeps the dialog closed. */
  hold: { number: number; amount: number } | null;
  /** Pays the held number: with the saved card `cardId`, or with the default card when null. */
  onPay: (cardId: number | null) => void;
}

/**
 * Paying a held number with another card: any of the player's saved cards (charged once, the default
 * card stays as it is) or a new card, which becomes the default card and is charged at once.
 */
export function PayHeldDialog({ isOpen, onClose, hold, onPay }: PayHeldDialogProps) {
  const { state } = useAuth();
  const addCard = useAddCard();
  const cards = trpc.cards.list.useQuery(undefined, { enabled: isOpen });
  const [chosen, setChosen] = useState<string | null>(null);
  const user = state.user;
  const defaultName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  if (!hold) return null;
  const price = formatAmount(hold.amount);
  // The default card has just been declined: another saved card is offered first, if there is one.
  const selected = chosen ?? String(cards.data?.find((card) => !card.isDefault)?.id ?? NEW_CARD);
  const savedCard = cards.data?.find((card) => String(card.id) === selected) ?? null;
  const close = () => {
    setChosen(null);
    onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      icon="💳"
      title={`Pay for number ${hold.number} with a different card`}
    >
      <p>
        Choose a saved card or a new one: it is charged {price} for number {hold.number} right away.
      </p>
      {cards.isPending ? <Spinner label="Loading your cards..." /> : null}
      {cards.isError ? <Alert tone="danger">Failed to load your saved cards. Use a new card.</Alert> : null}
      <RadioGroup label="Pay with" value={selected} onChange={setChosen}>
        {(cards.data ?? []).map((card) => (
          <Radio key={card.id} value={String(card.id)}>
            {savedCardText(card)}
            {card.isDefault ? ' · default, just declined' : ''}
          </Radio>
        ))}
        <Radio value={NEW_CARD}>A new card (becomes your default card)</Radio>
      </RadioGroup>
      {savedCard ? (
        <div className={styles.holdActions}>
          <Button variant="ghost" onPress={close}>
            Cancel
          </Button>
          <Button
            onPress={() => {
              close();
              onPay(savedCard.id);
            }}
          >
            {`Pay ${price} with this card`}
          </Button>
        </div>
      ) : (
        <Suspense fallback={<Spinner label="Loading payment form..." />}>
          <CardForm
            submitLabel={`Save Card and Pay ${price}`}
            submittingLabel="Saving card..."
            defaultCardholderName={defaultName}
            onCancel={close}
            onToken={async (token, cardholderName) => {
              await addCard(token, { cardholderName, makeDefault: true });
              close();
              onPay(null);
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
