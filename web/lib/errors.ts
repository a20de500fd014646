import { TRPCClientError } from '@trpc/client';

/** The stable error codes the server puts in `data.appCode`. */
export type AppCode =
  | 'INVALID_INPUT'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_TAKEN'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'GAME_ENDED'
  | 'GAME_COMPLETE'
  | 'NO_NUMBER_FOR_SALE'
  | 'GAME_NOT_STARTED'
  | 'FREE_PLAY_EXHAUSTED'
  | 'NOT_ELIGIBLE'
  | 'TOO_MANY_ATTEMPTS'
  | 'PAYMENT_DECLINED'
  | 'NO_PAYMENT_METHOD'
  | 'HOLD_OPEN'
  | 'MAINTENANCE';

interface ErrorData {
  appCode?: string;
  code?: string;
  httpStatus?: number;
  field?: string;
  description?: string;
  paymentFailed?: boolean;
  number?: number | null;
  paymentMessage?: string;
  declineCode?: string;
}

function dataOf(error: unknown): ErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ErrorData) : undefined;
}

export function appCodeOf(error: unknown): string | undefined {
  return dataOf(error)?.appCode;
}

/**
 * A declined payment: the number held for the player (null when the decline holds nothing), the
 * bank's reason and its stable code.
 */
export interface PaymentFailure {
  number: number | null;
  paymentMessage: string;
  declineCode: string | null;
}

/** A declined paid spin or held-number payment, or null for any other error. */
export function paymentFailureOf(error: unknown): PaymentFailure | null {
  const data = dataOf(error);
  if (!data?.paymentFailed || (typeof data.number !== 'number' && data.number !== null)) return null;
  return {
    number: data.number,
    paymentMessage: data.paymentMessage || messageOf(error, 'Payment failed'),
    declineCode: data.declineCode ?? null,
  };
}

/** True when the request never got an answer (network down): a retry of it is the same request. */
export function isTransportFailure(error: unknown): boolean {
  return error instanceof TRPCClientError && dataOf(error)?.httpStatus === undefined;
}

/** The input field a refused request names (INVALID_INPUT), so the form can show the error beside it. */
export function fieldOf(error: unknown): string | undefined {
  return dataOf(error)?.field;
}

export function descriptionOf(error: unknown): string | undefined {
  return dataOf(error)?.description;
}

/** True for a missing or expired session (HTTP 401), whatever the procedure. */
export function isUnauthenticated(error: unknown): boolean {
  const data = dataOf(error);
  return data?.appCode === 'UNAUTHENTICATED' || data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/** The human text of an error, or the fallback when there is none. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
