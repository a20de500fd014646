/**
 * Where an e-mail to a player's account goes: its address and first name. Every feature that mails a
 * player (a subscription's confirmation, a winner's reminders) reads it through this narrow view
 * rather than reaching into accounts; the accounts' user store satisfies it.
 */
export interface AccountAddresses {
  findById(id: number): Promise<{ email: string; firstName: string } | null>;
}
