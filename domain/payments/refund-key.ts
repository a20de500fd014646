/** Square's longest idempotency key for a refund. */
export const MAX_REFUND_KEY_LENGTH = 45;

/**
 * The idempotency key of a claim's refund: `rf<attempt>-<claim id>`. It is derived, never random, so
 * every process and every retry sends the same key and the gateway refunds the claim once. A charge's
 * key is a bare UUID, so the two never meet. The attempt number moves on only after the gateway
 * refused a refund (nothing was refunded under the old key), so a retry is not answered with the same
 * refusal again.
 */
export function refundKeyOf(claimId: string, attempt: number): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1) throw new Error(`bad refund attempt ${attempt}`);
  const key = `rf${attempt}-${claimId}`;
  if (key.length > MAX_REFUND_KEY_LENGTH) throw new Error(`refund key too long: ${key}`);
  return key;
}
