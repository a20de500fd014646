/**
 * Where a subscription of a player's account is mailed: the account's address and first name. Mail
 * owns this narrow view, so it never reaches into accounts (which depends on mail to subscribe); the
 * accounts' user store satisfies it.
 */
export interface AccountAddresses {
  findById(id: number): Promise<{ email: string; firstName: string } | null>;
}
