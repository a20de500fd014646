/**
 * A keyed hash of an e-mail address: the same for every spelling the site treats as one address,
 * and useless without the server's secret, so what is kept of a deleted account cannot be read back
 * into its address.
 */
export interface EmailKeys {
  keyOf(email: string): string;
}
