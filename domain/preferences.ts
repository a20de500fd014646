/**
 * A player's own settings of the System tab (game, notifications, privacy), kept per account.
 * The defaults are player.md's initial toggle states.
 */
export interface Preferences {
  soundEffects: boolean;
  confettiEffects: boolean;
  emailNotifications: boolean;
  winNotifications: boolean;
  marketingCommunications: boolean;
  profileVisible: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  soundEffects: true,
  confettiEffects: true,
  emailNotifications: true,
  winNotifications: true,
  marketingCommunications: true,
  profileVisible: false,
};
