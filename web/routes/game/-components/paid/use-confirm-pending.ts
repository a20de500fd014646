import { useEffect, useRef } from 'react';
import { instantWinOf } from '../../../../lib/instant-prizes';
import { trpc } from '../../../../lib/trpc';
import type { PaidOutcome } from './paid-outcome';
import { paidSpinRefusal } from './paid-spin-refusal';

const POLL_MS = 3_000;
const POLLS = 20;
const UNCONFIRMED_MESSAGE =
  'Your payment is still being confirmed. It will appear in your transactions once your bank answers.';

/**
 * While a paid spin's charge is still being confirmed, reads its status by request id
 * (spins.status, read-only: the spin is never sent again). Each answer is awaited before the next
 * poll is scheduled, so slow answers never pile up.
 */
export function useConfirmPending(outcome: PaidOutcome | null, onSettled: (next: PaidOutcome) => void) {
  const client = trpc.useUtils().client;
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const pending = outcome?.kind === 'pending' ? outcome : null;

  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let timer = 0;
    const unconfirmed = (message: string): PaidOutcome => ({
      kind: 'unconfirmed',
      number: pending.number,
      amount: pending.amount,
      message,
    });
    const poll = async (polls: number) => {
      if (polls > POLLS) {
        settled.current(unconfirmed(UNCONFIRMED_MESSAGE));
        return;
      }
      try {
        const value = await client.spins.status.query({ requestId: pending.requestId });
        if (stopped) return;
        if (value.status === 'pending') {
          timer = window.setTimeout(() => void poll(polls + 1), POLL_MS);
          return;
        }
        settled.current({
          kind: 'paid',
          number: value.number,
          amount: value.amount,
          message: value.message,
          instantWin: instantWinOf(value),
        });
      } catch (cause) {
        if (stopped) return;
        const refusal = paidSpinRefusal(cause);
        if (refusal.kind === 'no-answer') {
          timer = window.setTimeout(() => void poll(polls + 1), POLL_MS);
          return;
        }
        settled.current(
          refusal.kind === 'declined'
            ? {
                kind: 'failed',
                number: refusal.number,
                paymentMessage: refusal.paymentMessage,
                declineCode: refusal.declineCode,
              }
            : unconfirmed(refusal.message),
        );
      }
    };
    timer = window.setTimeout(() => void poll(1), POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [pending, client]);
}
