import { TRPCClientError } from '@trpc/client';
import type { ErrorCode, ErrorFields } from '../../domain/shared/errors';

/**
 * What the server puts in an error's `data`: the domain's code (`appCode`) and that code's own fields
 * (domain/shared/errors.ts), beside tRPC's `code` and `httpStatus`.
 */
type ErrorData = Partial<UnionToFields<ErrorFields[keyof ErrorFields]>> & {
  appCode?: ErrorCode;
  code?: string;
  httpStatus?: number;
};

/** Every field any code carries, each with the union of its types (a code's data is read by its fields). */
type UnionToFields<U> = {
  [K in U extends unknown ? keyof U : never]: U extends Record<K, infer V> ? V : never;
};

function dataOf(error: unknown): ErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ErrorData) : undefined;
}

export function appCodeOf(error: unknown): ErrorCode | undefined {
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
