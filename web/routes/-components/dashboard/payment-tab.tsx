import { lazy, Suspense } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { messageOf } from '../../../lib/errors';
import { useAddCard } from '../../../payments/use-add-card';
import { Spinner } from '../../../ui/spinner';
import * as styles from './dashboard.css';
import { displayName } from './dashboard-header';
import { useNotify } from './notices';

// Card fields (and Square's script) load only when the form is shown.
const CardForm = lazy(() => import('../../../payments/card-form'));

const ADD_CARD_FAILED = 'Failed to add payment card';
const CARD_ADDED = 'Payment card added successfully!';

/** The card charged for paid spins, or the form to add one (the user is refreshed on success). */
export function PaymentTab() {
  const { state } = useAuth();
  const user = state.user;
  if (!user) return null;
  return (
    <section className={styles.card} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.sectionTitle}>
        Payment Method
      </h2>
      {user.cardOnFile ? (
        <div className={styles.row}>
          <div className={styles.rowMain}>
            <strong>
              {user.cardBrand ?? 'Card'} •••• {user.cardLast4}
            </strong>
            <span className={styles.muted}>You can update your payment method anytime in My Cards.</span>
          </div>
          <span className={styles.badge.success}>Verified</span>
        </div>
      ) : (
        <>
          <p>
            <strong>No Payment Method</strong>
          </p>
          <p className={styles.muted}>Add a card to spin for money. Free entries need no card.</p>
          <AddCardForm defaultName={displayName(user) === 'Player' ? '' : displayName(user)} />
        </>
      )}
      <p className={styles.muted}>
        Payments are processed securely by Square. We never store your card number.
      </p>
    </section>
  );
}

export function AddCardForm({ defaultName, onAdded }: { defaultName: string; onAdded?: () => void }) {
  const addCard = useAddCard();
  const notify = useNotify();
  return (
    <Suspense fallback={<Spinner label="Loading payment form..." />}>
      <CardForm
        submitLabel="Add Card"
        submittingLabel="Adding card..."
        defaultCardholderName={defaultName}
        onToken={async (token, cardholderName) => {
          try {
            await addCard(token, { cardholderName });
          } catch (error) {
            const message = messageOf(error, ADD_CARD_FAILED);
            notify.error(ADD_CARD_FAILED, message === ADD_CARD_FAILED ? undefined : message);
            throw new Error(message);
          }
          notify.success(CARD_ADDED);
          onAdded?.();
        }}
      />
    </Suspense>
  );
}
