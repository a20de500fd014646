import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatAmount } from '../../../../lib/format';
import { whyNoSpins } from '../../../../lib/game-rules';
import type { GameOut } from '../../../../lib/trpc';
import { AddCardDialog } from '../../../../payments/add-card-dialog';
import { PaymentMethodDialog } from '../../../../payments/payment-method-dialog';
import { PaymentUpdateDialog } from '../../../../payments/payment-update-dialog';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { AuthRequiredDialog } from '../auth-required-dialog';
import { HoldPanel } from './hold-panel';
import * as styles from './paid-play.css';
import { priceNote } from './paid-price';
import { PaidSpinDialogs } from './paid-spin-dialogs';
import type { HeldNumber } from './use-held-number';
import type { PaidSpin } from './use-paid-spin';

export interface PaidPlayProps {
  game: GameOut;
  paid: PaidSpin;
  held: HeldNumber;
  /** The game takes spins now (live). */
  canSpin: boolean;
  /** The free spin is playing out. */
  otherBusy: boolean;
  /** Why a paid spin would be refused now (maintenance, a break, a limit), said before any press. */
  blocked: string | null;
}

/** The wheel card's paid play: the SPIN button, the held number, and every dialog of the paid flow. */
export function PaidPlay({ game, paid, held, canSpin, otherBusy, blocked }: PaidPlayProps) {
  // The add-card form here only pays a held number; cards are otherwise added in the dashboard.
  const [payingHeldWithNewCard, setPayingHeldWithNewCard] = useState(false);
  const navigate = useNavigate();
  const hold = held.hold;
  const label =
    paid.phase === 'requesting'
      ? 'Drawing your number...'
      : paid.phase === 'spinning'
        ? 'Spinning...'
        : 'SPIN';

  const closeUpdate = () => {
    paid.setDialog(null);
    held.closeUpdate();
  };

  return (
    <>
      <div className={styles.spinArea}>
        {/* A refusal because of a hold goes stale once the hold is paid or over. */}
        {paid.error && (!paid.error.aboutHold || hold) ? (
          <Alert tone="danger">{paid.error.message}</Alert>
        ) : null}
        <Button
          size="lg"
          fullWidth
          className={styles.spinButton}
          onPress={paid.start}
          isDisabled={
            !canSpin || paid.isBusy || otherBusy || hold !== null || (blocked !== null && !paid.isBusy)
          }
          aria-describedby="spin-note"
        >
          {label}
        </Button>
        <p id="spin-note" className={styles.note} role="status">
          {blocked && canSpin && !paid.isBusy
            ? blocked
            : hold
              ? `You cannot spin until number ${hold.number} is paid for or goes back to the wheel.`
              : canSpin
                ? priceNote(game)
                : (whyNoSpins(game) ?? priceNote(game))}
        </p>
      </div>
      <HoldPanel held={held} onUseDifferentCard={() => setPayingHeldWithNewCard(true)} />

      <PaidSpinDialogs
        game={game}
        paid={paid}
        held={held}
        onPayWithOtherCard={() => setPayingHeldWithNewCard(true)}
      />
      <AuthRequiredDialog
        gameId={game.id}
        isOpen={paid.dialog === 'auth'}
        onClose={() => paid.setDialog(null)}
      />
      <PaymentMethodDialog
        isOpen={paid.dialog === 'payment-method'}
        onClose={() => paid.setDialog(null)}
        onAddCard={() => {
          paid.setDialog(null);
          void navigate({ to: '/dashboard', search: { tab: 'payment' } });
        }}
        onCardChosen={paid.openConfirm}
      />
      <PaymentUpdateDialog
        isOpen={paid.dialog === 'update' || held.needsUpdate}
        onClose={closeUpdate}
        onUpdate={() => {
          closeUpdate();
          void navigate({ to: '/dashboard', search: { tab: 'cards' } });
        }}
      />
      <AddCardDialog
        isOpen={payingHeldWithNewCard}
        onClose={() => setPayingHeldWithNewCard(false)}
        {...(hold
          ? {
              title: `Pay for number ${hold.number} with a different card`,
              intro: `Your new card becomes your default card and is charged ${formatAmount(hold.amount)} for number ${hold.number} right away.`,
              submitLabel: `Save Card and Pay ${formatAmount(hold.amount)}`,
            }
          : {})}
        onAdded={() => {
          if (hold) held.pay(hold.number);
        }}
      />
    </>
  );
}
