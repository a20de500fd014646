/**
 * What an e-mail says, as plain data (JSON-safe: dates as ISO strings, money in cents). The domain and
 * the use cases decide what to send; the mail adapter renders each kind (adapters/mail/templates/).
 */
export type MailMessage =
  | {
      kind: 'receipt';
      firstName: string;
      gameName: string;
      gameCode: string;
      number: number;
      amountCents: number;
      /** The card brand as the gateway names it (VISA...), or null when the card is no longer on file. */
      cardBrand: string | null;
      cardLast4: string | null;
      paidAt: string;
      paymentId: string;
      /** The game's draw time as known at the charge (domain/games/draw-time.ts). */
      drawAt?: string;
      /** The game had sold out by then: its draw time is the sell-out's, no longer 'or sooner'. */
      soldOut?: boolean;
    }
  | { kind: 'password-changed'; firstName: string; changedAt: string }
  | { kind: 'password-reset'; firstName: string; resetUrl: string; expiresAt: string }
  | {
      kind: 'contact-message';
      name: string;
      email: string;
      subject: string;
      message: string;
      sentAt: string;
    }
  | { kind: 'confirm-subscription'; firstName: string | null; confirmUrl: string }
  | {
      kind: 'new-game';
      firstName: string | null;
      gameName: string;
      prize: string;
      prizeValueCents: number;
      endsAt: string;
      /** Its draw time: the end, or sooner after a sell-out (domain/games/draw-time.ts). */
      drawAt?: string;
      gameUrl: string;
      /** The confirmation page (the link in the text). */
      unsubscribeUrl: string;
      /** RFC 8058 one-click target (the List-Unsubscribe header). */
      unsubscribeOneClickUrl: string;
    }
  | {
      kind: 'winner';
      firstName: string;
      gameName: string;
      prize: string;
      prizeValueCents: number;
      number: number;
      /** Claim within 72 hours of this notice (docs/rules/winners.md, Notifying). */
      claimBy: string;
      /** The claim page's winner id (the link in the e-mail); absent in notices queued before claims. */
      winnerId?: number;
      /** The claim window the notice states (the 'claimWindowHours' setting when it left). */
      claimWindowHours?: number;
      /** An instant prize (docs/rules/games.md, Instant wins): the number stays in the game's draw. */
      instant?: true;
    }
  | {
      /** A third and two thirds into the claim window, while the winner has not answered. */
      kind: 'claim-reminder';
      firstName: string;
      gameName: string;
      prize: string;
      winnerId: number;
      claimBy: string;
      /** An instant prize: never drawn again (domain/winners/claim-words.ts). */
      instant?: true;
    }
  | {
      /** The winner's answer was received: the claim accepted (to be checked), or the prize declined. */
      kind: 'claim-received';
      firstName: string;
      gameName: string;
      prize: string;
      winnerId: number;
      decision: 'accept' | 'decline';
      instant?: true;
    }
  | {
      /** The operator checked the claim: the prize is being prepared for shipping. */
      kind: 'claim-verified';
      firstName: string;
      gameName: string;
      prize: string;
      winnerId: number;
    }
  | {
      /** The prize left: the carrier and tracking number. */
      kind: 'prize-shipped';
      firstName: string;
      gameName: string;
      prize: string;
      winnerId: number;
      carrier: string;
      trackingNumber: string;
      /** The carrier's tracking page (domain/winners/shipment.ts); absent for a carrier we cannot link. */
      trackingUrl?: string;
    }
  | {
      /** The operator marked the prize delivered. */
      kind: 'prize-delivered';
      firstName: string;
      gameName: string;
      prize: string;
      winnerId: number;
    }
  | {
      /** A winner set aside (an ineligible or unreachable winner): the win no longer stands. */
      kind: 'winner-set-aside';
      firstName: string;
      gameName: string;
      number: number;
      reason: string;
    }
  | {
      /** The game was cancelled: every paid number refunded to its card, a free entry void. */
      kind: 'game-cancelled';
      firstName: string;
      gameName: string;
      gameCode: string;
      reason: string;
      refunds: {
        number: number;
        amountCents: number;
        /** As the gateway names the brand (VISA...); null when the card is no longer on file. */
        cardBrand: string | null;
        cardLast4: string | null;
        /** Its charge was still being confirmed at the cancel: refunded once it completes, if it does. */
        pending?: boolean;
      }[];
      /** The player's free entries, void with the game. */
      freeNumbers: number[];
      /**
       * The instant prizes the player won in the game: they stand (docs/rules/games.md, Cancelling a
       * game), each with its claim page's winner id. Absent when none (and in mail queued before).
       */
      instantPrizes?: { number: number; prize: string; prizeValueCents: number; winnerId: number }[];
    }
  | {
      /**
       * An edit changed the terms of a game the player has entered: a new version, whose hash is in
       * the game's log (docs/rules/fairness.md, Terms).
       */
      kind: 'terms-changed';
      firstName: string;
      gameId: number;
      gameName: string;
      gameCode: string;
      version: number;
      hash: string;
      /** What changed, in words ('the prize or its value'). */
      changes: string[];
    }
  | {
      /** The game's end moved once, as its minimum to run was not reached by its first end. */
      kind: 'game-extended';
      firstName: string;
      gameName: string;
      gameCode: string;
      endsAt: string;
      minimumToRun: number;
    }
  | {
      /**
       * The administrator's code step locked after wrong codes (docs/rules/back-office.md, Two-factor
       * sign-in): codes come after the right password, so the password is known to someone.
       */
      kind: 'admin-two-factor-locked';
      firstName: string;
      wrongCodes: number;
      lockedAt: string;
      lockedUntil: string;
      /** The address the last wrong code came from, when known. */
      address: string | null;
    }
  | {
      kind: 'completion';
      firstName: string;
      gameName: string;
      prize: string;
      /** The winning number, or null when the game ended without a winner drawn yet. */
      winningNumber: number | null;
      numbers: number[];
    };

export type MailKind = MailMessage['kind'];

/** A prize must be claimed within 72 hours of notification (docs/rules/winners.md, Notifying). */
export const PRIZE_CLAIM_WINDOW_MS = 72 * 60 * 60 * 1000;
