import type { InstantWinOut } from '../../../../lib/instant-prizes';
import type { SpinProofData } from '../spin-proof';

/** What a paid spin came to, as the game page shows it (use-paid-spin.ts). */
export type PaidOutcome =
  | {
      kind: 'paid';
      number: number;
      amount: number;
      message: string;
      proof?: SpinProofData;
      /** The instant prize the number won, once paid; null or absent when none. */
      instantWin?: InstantWinOut;
    }
  | {
      kind: 'pending';
      number: number;
      amount: number;
      message: string;
      requestId: string;
      proof?: SpinProofData;
    }
  /** Still not settled after a while of asking: the server's reconciler finishes it. */
  | { kind: 'unconfirmed'; number: number; amount: number; message: string }
  /** Declined: `number` is held for the player, or null when the decline holds nothing. */
  | { kind: 'failed'; number: number | null; paymentMessage: string; declineCode: string | null };
