/**
 * A keyed hash of an e-mail address: the same for every spelling of one mailbox (its canonical form,
 * domain/accounts/canonical-email.ts), and useless without the server's secret, so what is kept of a
 * deleted account cannot be read back into its address.
 */
export interface EmailKeys {
  /** The key a deleted account is remembered under: its canonical form's. */
  keyOf(email: string): string;
  /**
   * Every key a deleted account of this mailbox may be remembered under (erasedAccountSpellings): the
   * canonical form's first, then the one of accounts deleted before it was compared.
   */
  keysOf(email: string): string[];
}
