/**
 * What we refund, said the same way on every policy page, the paid spin's confirmation and the
 * receipt: a spin is never refunded, except that a cancelled game refunds every paid number in full.
 */
export const REFUND_POLICY =
  'A spin is not refunded, whatever the outcome of the draw, except that if a game is cancelled every paid number of it is refunded in full to the card it was charged to.';
