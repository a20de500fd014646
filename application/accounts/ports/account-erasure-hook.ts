/**
 * A step of deleting an account that belongs to another part of the product, e.g. disabling the
 * player's stored cards at the payment gateway. DeleteAccount runs every hook before it erases the
 * account; a hook that throws stops the deletion with nothing erased, so the player can retry:
 * hooks must therefore be idempotent. Bind one with `TOKENS.accountErasureHooks` in the container.
 */
export interface AccountErasureHook {
  beforeErase(userId: number): Promise<void>;
}
