import { lazy, Suspense, useState } from 'react';
import { sitePriceSentences } from '../../../../domain/games/price-wording';
import { ACCEPTED_BRANDS_MESSAGE } from '../../../../domain/payments/payment-messages';
import { useAuth } from '../../../auth/auth-context';
import { useDocumentTitle } from '../../../lib/document-title';
import { appCodeOf, messageOf } from '../../../lib/errors';
import { usePaymentsConfig } from '../../../payments/payments-config';
import { useAddCard } from '../../../payments/use-add-card';
import { Link } from '../../../ui/link';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { AuthErrorDialog, type AuthFailure } from '../landing/auth-error-dialog';
import * as landing from '../landing/landing.css';
import { ELIGIBLE_STATES } from '../landing/sign-up-rules';
import * as styles from './onboarding.css';
import { SetupTips } from './setup-tips';

const CardForm = lazy(() => import('../../../payments/card-form'));

export interface CardSetupProps {
  /** The game the player came from; skipping goes back to it. */
  gameId?: number;
  onCardAdded: () => void;
}

/** Onboarding's payment-setup step: a card for paid spins (and the state, when the account has none). */
export function CardSetup({ gameId, onCardAdded }: CardSetupProps) {
  useDocumentTitle('Payment Setup');
  const { state: auth } = useAuth();
  const user = auth.user;
  const needsState = user?.state == null;
  const [usState, setUsState] = useState<string | null>(null);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const addCard = useAddCard();
  const config = usePaymentsConfig();

  return (
    <main className={landing.page}>
      <header className={landing.hero}>
        <span className={landing.logo} aria-hidden="true">
          💳
        </span>
        <h1 className={landing.title}>Set Up Your Payment Method</h1>
        <p className={landing.intro}>
          Welcome{user ? `, ${user.firstName}` : ''}! Add a card to spin for money. When you spin, your card
          is charged the price of the number you land on. {sitePriceSentences().join(' ')}
        </p>
      </header>
      <section className={`${landing.authCard} ${styles.narrow}`} aria-labelledby="card-setup-heading">
        <h2 id="card-setup-heading" className={landing.formHeading}>
          Your card
        </h2>
        <p className={`${landing.formIntro} ${styles.intro}`}>
          {config.data?.provider === 'square'
            ? 'Cards are stored by our payment provider, Square; card numbers never reach our servers.'
            : 'This site runs the payment simulator: cards are test cards and nothing is ever charged.'}{' '}
          {ACCEPTED_BRANDS_MESSAGE}.
        </p>
        <Suspense fallback={<Spinner label="Loading payment form..." />}>
          <CardForm
            submitLabel="Save Card and Continue"
            submittingLabel="Saving card..."
            defaultCardholderName={user ? `${user.firstName} ${user.lastName}`.trim() : ''}
            validateExtra={() => (needsState && !usState ? 'Please select your state' : null)}
            onToken={async (token, cardholderName) => {
              try {
                await addCard(token, {
                  cardholderName,
                  state: needsState ? (usState ?? undefined) : undefined,
                });
                onCardAdded();
              } catch (cause) {
                setFailure({ message: messageOf(cause, 'Payment setup failed'), code: appCodeOf(cause) });
              }
            }}
          >
            {needsState ? (
              <Select
                label="State"
                name="state"
                placeholder="Select your state"
                isRequired
                options={ELIGIBLE_STATES}
                value={usState}
                onChange={setUsState}
                description="Paid games are open to residents of eligible states."
              />
            ) : null}
          </CardForm>
        </Suspense>
        <p className={styles.skip}>
          <Link href={gameId ? `/game/${gameId}` : '/games'}>Skip for now — free entries need no card</Link>
        </p>
      </section>
      <AuthErrorDialog failure={failure} onClose={() => setFailure(null)} onRetry={() => setFailure(null)}>
        <SetupTips />
      </AuthErrorDialog>
    </main>
  );
}
