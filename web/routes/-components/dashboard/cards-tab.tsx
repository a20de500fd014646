import { useState } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { messageOf } from '../../../lib/errors';
import { type PaymentCardOut, trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import * as styles from './dashboard.css';
import { displayName } from './dashboard-header';
import { useNotify } from './notices';
import { AddCardForm } from './payment-tab';

const LOAD_FAILED = 'Failed to load payment cards. Please try again or contact support.';

/** My Cards: list, add, set default and remove (docs/rules/payments.md, Cards). */
export function CardsTab() {
  const { state } = useAuth();
  const cards = trpc.cards.list.useQuery();
  const [adding, setAdding] = useState(false);
  const name = state.user ? displayName(state.user) : 'Player';
  return (
    <section className={styles.card} aria-labelledby="cards-title">
      <div className={styles.header} style={{ padding: 0 }}>
        <h2 id="cards-title" className={styles.sectionTitle}>
          My Cards
        </h2>
        {adding ? null : (
          <Button size="sm" onPress={() => setAdding(true)}>
            Add Card
          </Button>
        )}
      </div>
      {adding ? (
        <div className={styles.card}>
          <h3 className={styles.sectionTitle}>Add a Card</h3>
          <AddCardForm defaultName={name === 'Player' ? '' : name} onAdded={() => setAdding(false)} />
          <Button variant="ghost" size="sm" onPress={() => setAdding(false)}>
            Cancel
          </Button>
        </div>
      ) : null}
      {cards.isPending ? (
        <Spinner label="Loading cards..." />
      ) : cards.isError ? (
        <p role="alert">{LOAD_FAILED}</p>
      ) : cards.data.length === 0 ? (
        <p className={styles.muted}>No payment cards found.</p>
      ) : (
        <ul className={styles.list}>
          {cards.data.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CardRow({ card }: { card: PaymentCardOut }) {
  const utils = trpc.useUtils();
  const notify = useNotify();
  const remove = trpc.cards.remove.useMutation();
  const setDefault = trpc.cards.setDefault.useMutation();
  const refresh = () =>
    Promise.all([
      utils.cards.list.invalidate(),
      utils.cards.defaultCard.invalidate(),
      utils.auth.me.invalidate(),
    ]);
  const label = `${card.cardBrand} ending in ${card.cardLast4}`;

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      const message = messageOf(error, failed);
      notify.error(failed, message === failed ? undefined : message);
    } finally {
      await refresh();
    }
  };

  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <strong>
          {card.cardBrand} •••• {card.cardLast4}
        </strong>
        <span className={styles.muted}>
          {card.cardholderName ? `${card.cardholderName} · ` : ''}Expires{' '}
          {String(card.expiryMonth).padStart(2, '0')}/{card.expiryYear}
        </span>
      </div>
      <div className={styles.actions}>
        {card.isDefault ? (
          <span className={styles.badge.success}>Default</span>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Set ${label} as default`}
            isDisabled={setDefault.isPending}
            onPress={() =>
              void run(
                () => setDefault.mutateAsync({ id: card.id }),
                'Default card updated',
                'Failed to update default card',
              )
            }
          >
            Set Default
          </Button>
        )}
        <Button
          variant="danger"
          size="sm"
          aria-label={`Remove ${label}`}
          isDisabled={remove.isPending}
          onPress={() =>
            void run(
              () => remove.mutateAsync({ id: card.id }),
              'Card removed successfully',
              'Failed to remove card',
            )
          }
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
