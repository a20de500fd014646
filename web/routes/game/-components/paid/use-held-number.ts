import { useCallback, useState } from 'react';
import { asksForCardUpdate } from '../../../../../domain/payments/payment-messages';
import { appCodeOf, messageOf, paymentFailureOf } from '../../../../lib/errors';
import { type InstantWinOut, instantWinOf } from '../../../../lib/instant-prizes';
import { trpc } from '../../../../lib/trpc';

const HOLD_POLL_MS = 30_000;

/**
 * The number a declined spin holds for this player (10 minutes): shown with its remaining time and
 * paid for on request with the default card or one of the player's saved cards.
 */
export function useHeldNumber(gameId: number, signedIn: boolean) {
  const utils = trpc.useUtils();
  const hold = trpc.spins.openHold.useQuery({ gameId }, { enabled: signedIn, refetchInterval: HOLD_POLL_MS });
  const payHeld = trpc.spins.payHeld.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<{
    number: number;
    message: string;
    pending: boolean;
    instantWin: InstantWinOut;
  } | null>(null);
  const [needsUpdate, setNeedsUpdate] = useState(false);

  const pay = useCallback(
    /** With the saved card `cardId`, or the default card when it is null or left out. */
    (number: number, cardId: number | null = null) => {
      setError(null);
      payHeld.mutate(
        { gameId, number, cardId },
        {
          onSuccess: (value) =>
            setPaid({
              number: value.number,
              message: value.message,
              pending: value.status === 'pending',
              instantWin: instantWinOf(value),
            }),
          onError: (cause) => {
            const failure = paymentFailureOf(cause);
            setError(failure?.paymentMessage ?? messageOf(cause, 'Payment failed'));
            const noCard = appCodeOf(cause) === 'NO_PAYMENT_METHOD';
            if (noCard || asksForCardUpdate(failure?.declineCode)) setNeedsUpdate(true);
          },
          onSettled: () => {
            void utils.spins.openHold.invalidate({ gameId });
            void utils.games.availableNumbers.invalidate({ id: gameId });
            void utils.games.recentNumbers.invalidate({ id: gameId });
            void utils.games.byId.invalidate({ id: gameId });
          },
        },
      );
    },
    [gameId, payHeld, utils],
  );

  return {
    hold: hold.data ?? null,
    /** The hold's time ran out on this page: ask the server again (the number went back to the wheel). */
    expired: () => void hold.refetch(),
    pay,
    /** This page, or another tab of the player, is paying for the held number right now. */
    isPaying: payHeld.isPending || hold.data?.paying === true,
    error,
    paid,
    closePaid: () => setPaid(null),
    needsUpdate,
    closeUpdate: () => setNeedsUpdate(false),
  };
}

export type HeldNumber = ReturnType<typeof useHeldNumber>;
