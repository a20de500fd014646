/**
 * Every error a caller can recover from carries one of these stable codes. The edge maps each code
 * to an HTTP and tRPC status in one table (adapters/http/error-status.ts).
 */
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'WRONG_PASSWORD'
  | 'ACCOUNT_DISABLED'
  | 'TOO_MANY_ATTEMPTS'
  | 'EMAIL_TAKEN'
  | 'NOT_FOUND'
  | 'GAME_NOT_STARTED'
  | 'GAME_ENDED'
  | 'GAME_COMPLETE'
  | 'GAME_CANCELLED'
  | 'NO_NUMBER_FOR_SALE'
  | 'FREE_PLAY_EXHAUSTED'
  | 'NOT_ELIGIBLE'
  | 'MAINTENANCE'
  // Payments (cards on file, paid spins, held numbers).
  | 'NO_PAYMENT_METHOD'
  | 'CARD_REFUSED'
  | 'UNSUPPORTED_CARD_BRAND'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_PENDING'
  | 'PAYMENT_UNAVAILABLE'
  | 'HOLD_OPEN'
  | 'HOLD_EXPIRED'
  | 'REQUEST_ID_REUSED'
  // The back office: game edits and winners.
  | 'GAME_NUMBERS_LOCKED'
  | 'WINNER_ALREADY_SELECTED'
  | 'DRAW_NOT_OPEN'
  | 'DRAW_WAITING'
  | 'NO_ENTRIES'
  | 'GAME_NOT_OVER'
  | 'ALREADY_SENT'
  | 'CLAIM_NOT_OPEN'
  // The administrator's sign-in: a second factor, and the addresses allowed in.
  | 'TWO_FACTOR_INVALID'
  | 'TWO_FACTOR_CODE_USED'
  | 'TWO_FACTOR_NOT_SET_UP'
  | 'TWO_FACTOR_LOCKED'
  | 'ADDRESS_NOT_ALLOWED'
  // Responsible play (spending limits, breaks).
  | 'LIMIT_REACHED'
  | 'ENTRY_LIMIT_REACHED'
  | 'SELF_EXCLUDED';

/**
 * The fields a code carries besides its `message`. A code not listed here carries only the message.
 * Each variant's constructor lives next to the rule that raises it (input.ts, *.errors.ts).
 */
export interface ErrorFields {
  /** The input field at fault. */
  INVALID_INPUT: { field: string };
  /** The `description` free-entry refusals carry (docs/rules/operations.md, Security). */
  FREE_PLAY_EXHAUSTED: { description: string };
  /**
   * A declined paid spin (docs/rules/play.md, Holds): the number now held for the player (null when the
   * decline holds nothing), the player's text, and the gateway's refusal code (INSUFFICIENT_FUNDS,
   * CARD_EXPIRED...), stable for clients.
   */
  PAYMENT_DECLINED: {
    paymentFailed: true;
    number: number | null;
    paymentMessage: string;
    declineCode: string;
  };
  /** The profile field that makes the player ineligible. */
  NOT_ELIGIBLE: { field: 'state' };
  EMAIL_TAKEN: { field: 'email' };
  WRONG_PASSWORD: { field: 'currentPassword' };
  /** Set when the card form sent a token no card can come from. */
  NO_PAYMENT_METHOD: { field?: 'cardNonce' };
  /** A card the gateway would not store, with its refusal code. */
  CARD_REFUSED: { field: 'cardNonce'; declineCode: string };
  UNSUPPORTED_CARD_BRAND: { field: 'cardNonce'; declineCode: 'UNSUPPORTED_CARD_BRAND' };
  /** The held number the refusal is about. */
  HOLD_OPEN: { number: number };
  HOLD_EXPIRED: { number: number };
  PAYMENT_PENDING: { number: number };
  REQUEST_ID_REUSED: { field: 'requestId' };
  /** When a scheduled game opens (ISO 8601); absent when not known to the caller. */
  GAME_NOT_STARTED: { startTime?: string };
  /** The locked field an edit tried to change. */
  GAME_NUMBERS_LOCKED: { field: 'totalNumbers' | 'freePlay' | 'instantPrizes' };
  /** The game's cap on a player's paid entries (docs/rules/games.md, Entries per player). */
  ENTRY_LIMIT_REACHED: { limit: number };
  /** Claims of the game whose payment is not settled yet (pending or held). */
  DRAW_WAITING: { unsettled: number };
  /** The limit a paid spin would pass, in dollars: its amount, what is left, the spin's highest price, when it resets. */
  LIMIT_REACHED: {
    limit: 'daily' | 'weekly' | 'monthly';
    limitAmount: number;
    remaining: number;
    highestPrice: number;
    resetsAt: string;
  };
  /** When the player's break ends (ISO 8601). */
  SELF_EXCLUDED: { excludedUntil: string };
  /** The administrator's code step locked after wrong codes: when it opens (ISO 8601), and in how many seconds. */
  TWO_FACTOR_LOCKED: { lockedUntil: string; retryAfterSeconds: number };
}

/** The codes whose error is just a code and a message. */
export type PlainErrorCode = Exclude<ErrorCode, keyof ErrorFields>;

/** The error of one code: its code, a sentence a player can read, and that code's own fields. */
export type DomainErrorOf<C extends ErrorCode> = C extends keyof ErrorFields
  ? { code: C; message: string } & ErrorFields[C]
  : { code: C; message: string };

/** Every domain error, discriminated by `code`: a field on the wrong code does not compile. */
export type DomainError = { [C in ErrorCode]: DomainErrorOf<C> }[ErrorCode];

/** An error of a code that carries no field besides the message. */
export const domainError = <C extends PlainErrorCode>(
  code: C,
  message: string,
): { code: C; message: string } => ({
  code,
  message,
});

/** Bad input, naming the field at fault. */
export const invalidInput = (field: string, message: string): DomainErrorOf<'INVALID_INPUT'> => ({
  code: 'INVALID_INPUT',
  message,
  field,
});
