import { useState } from 'react';
import { gamePriceWording } from '../../../../../domain/games/price-wording';
import { sellsNumbers, whyNoSpins } from '../../../../lib/game-rules';
import type { GameOut } from '../../../../lib/trpc';
import { PaymentMethodDialog } from '../../../../payments/payment-method-dialog';
import { PaymentUpdateDialog } from '../../../../payments/payment-update-dialog';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { AuthRequiredDialog } from '../auth-required-dialog';
import { HoldPanel } from './hold-panel';
import * as styles from './paid-play.css';
import { priceNote } from './paid-price';
import { PaidSpinDialogs } from './paid-spin-dialogs';
import { PayHeldDialog } from './pay-held-dialog';
import type { HeldNumber } from './use-held-number';
import type { PaidSpin } from './use-paid-spin';

export interface PaidPlayProps {
  game: GameOut;
  paid: PaidSpin;
  held: HeldNumber;
  /** The game takes spins now (live). */
  /** The free spin is playing out. */
  otherBusy: boolean;
  /** Why a paid spin would be refused now (maintenance, a break, a limit), said before any press. */
  blocked: string | null;
}

/** The wheel card's paid play: the SPIN button, the held number, and every dialog of the paid flow. */
export function PaidPlay({ game, paid, held, otherBusy, blocked }: PaidPlayProps) {
  // What the server's answer says any player may do in the game now (domain/games/game-actions.ts).
  const canSpin = game.actions.spin;
  // A held number paid with a saved card or a new one.
  const [payingHeldWithOtherCard, setPayingHeldWithOtherCard] = useState(false);
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

  // A game that sells no number offers no SPIN: it could only be refused (its free entry is the play).
  if (!sellsNumbers(game)) {
    return (
      <div className={styles.spinArea}>
        <p id="spin-note" className={styles.note}>
          {whyNoSpins(game) ?? priceNote(game)}
        </p>
      </div>
    );
  }

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
            !canSpin ||
            paid.isBusy ||
            paid.awaitingSession ||
            otherBusy ||
            hold !== null ||
            (blocked !== null && !paid.isBusy)
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
      <HoldPanel held={held} onUseDifferentCard={() => setPayingHeldWithOtherCard(true)} />

      <PaidSpinDialogs
        game={game}
        paid={paid}
        held={held}
        onPayWithOtherCard={() => setPayingHeldWithOtherCard(true)}
      />
      <AuthRequiredDialog
        gameId={game.id}
        isOpen={paid.dialog === 'auth'}
        onClose={() => paid.setDialog(null)}
      />
      <PaymentMethodDialog
        isOpen={paid.dialog === 'payment-method'}
        onClose={() => paid.setDialog(null)}
        onCardChosen={paid.openConfirm}
        price={gamePriceWording(game)}
      />
      <PaymentUpdateDialog isOpen={paid.dialog === 'update' || held.needsUpdate} onClose={closeUpdate} />
      <PayHeldDialog
        isOpen={payingHeldWithOtherCard}
        onClose={() => setPayingHeldWithOtherCard(false)}
        hold={hold}
        onPay={(cardId) => {
          if (hold) held.pay(hold.number, cardId);
        }}
      />
    </>
  );
}
