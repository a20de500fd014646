/**
 * A player's own settings of the System tab (game, notifications, privacy), kept per account, except
 * marketing: it is the account's new-game subscription, the one consent behind new-game
 * announcements besides a 'Get Notified' address.
 */
export interface Preferences {
  soundEffects: boolean;
  confettiEffects: boolean;
  /** The optional e-mails (a game's completion e-mail); never receipts, resets or a winner's notice. */
  emailNotifications: boolean;
  /** The in-page notice of the result when a game the player entered is drawn. */
  winNotifications: boolean;
  marketingCommunications: boolean;
  /**
   * Profile Visibility: a winner is named in public unless it is off, then by their state alone. It is
   * the account's one publicity flag (`User.optOutPublicity`, also offered at sign-up), kept with the
   * account, not in this record.
   */
  profileVisible: boolean;
}

/** The preferences kept in the player's own record. */
export type StoredPreferences = Omit<Preferences, 'marketingCommunications' | 'profileVisible'>;

/**
 * A player who never saved: sounds off and marketing off until they choose, notices on, and named
 * if they win unless they opted out of publicity at sign-up.
 */
export const DEFAULT_PREFERENCES: Preferences = {
  soundEffects: false,
  confettiEffects: true,
  emailNotifications: true,
  winNotifications: true,
  marketingCommunications: false,
  profileVisible: true,
};

export const storedPart = (p: StoredPreferences): StoredPreferences => ({
  soundEffects: p.soundEffects,
  confettiEffects: p.confettiEffects,
  emailNotifications: p.emailNotifications,
  winNotifications: p.winNotifications,
});
