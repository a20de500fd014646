import { useEffect, useRef } from 'react';
import { trpc } from '../../../../lib/trpc';
import { paidSpinRefusal } from './paid-spin-refusal';
import type { PaidOutcome } from './use-paid-spin';

const POLL_MS = 3_000;
const POLLS = 20;

/**
 * While a paid spin's charge is still being confirmed, asks again with the same request id (the
 * server answers a repeated id with the first spin's current result, never a second charge).
 */
export function useConfirmPending(
  gameId: number,
  outcome: PaidOutcome | null,
  onSettled: (next: PaidOutcome) => void,
) {
  const client = trpc.useUtils().client;
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const pending = outcome?.kind === 'pending' ? outcome : null;

  useEffect(() => {
    if (!pending) return;
    let polls = 0;
    let stopped = false;
    const timer = window.setInterval(async () => {
      polls += 1;
      if (polls > POLLS) {
        window.clearInterval(timer);
        settled.current({
          kind: 'unconfirmed',
          number: pending.number,
          amount: pending.amount,
          message:
            'Your payment is still being confirmed. It will appear in your transactions once your bank answers.',
        });
        return;
      }
      try {
        const value = await client.spins.paid.mutate({
          gameId,
          requestId: pending.requestId,
          agreedToTerms: true,
        });
        if (stopped || value.status === 'pending') return;
        window.clearInterval(timer);
        settled.current({ kind: 'paid', number: value.number, amount: value.amount, message: value.message });
      } catch (cause) {
        const refusal = paidSpinRefusal(cause);
        if (stopped || refusal.kind === 'no-answer') return;
        window.clearInterval(timer);
        settled.current(
          refusal.kind === 'declined'
            ? {
                kind: 'failed',
                number: refusal.number,
                paymentMessage: refusal.paymentMessage,
                declineCode: refusal.declineCode,
              }
            : {
                kind: 'unconfirmed',
                number: pending.number,
                amount: pending.amount,
                message: refusal.message,
              },
        );
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [pending, client, gameId]);
}
