import type { PreferencesStore } from '../../../application/accounts/ports/preferences-store';
import type { StoredPreferences } from '../../../domain/accounts/preferences';
import type { Queryable } from '../queryable';

interface PreferencesRow {
  sound_effects: boolean;
  confetti_effects: boolean;
  email_notifications: boolean;
  win_notifications: boolean;
}

export class PostgresPreferencesStore implements PreferencesStore {
  constructor(private readonly sql: Queryable) {}

  async find(userId: number): Promise<StoredPreferences | null> {
    const [row] = await this.sql<PreferencesRow[]>`
      SELECT sound_effects, confetti_effects, email_notifications, win_notifications
      FROM player_preferences WHERE user_id = ${userId}`;
    if (!row) return null;
    return {
      soundEffects: row.sound_effects,
      confettiEffects: row.confetti_effects,
      emailNotifications: row.email_notifications,
      winNotifications: row.win_notifications,
    };
  }

  async save(userId: number, p: StoredPreferences, at: Date): Promise<void> {
    // One upsert, so two concurrent first saves cannot both insert.
    await this.sql`
      INSERT INTO player_preferences (user_id, sound_effects, confetti_effects, email_notifications,
        win_notifications, updated_at)
      VALUES (${userId}, ${p.soundEffects}, ${p.confettiEffects}, ${p.emailNotifications},
        ${p.winNotifications}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET
        sound_effects = EXCLUDED.sound_effects,
        confetti_effects = EXCLUDED.confetti_effects,
        email_notifications = EXCLUDED.email_notifications,
        win_notifications = EXCLUDED.win_notifications,
        updated_at = EXCLUDED.updated_at`;
  }

  async removeForAccount(userId: number): Promise<void> {
    await this.sql`DELETE FROM player_preferences WHERE user_id = ${userId}`;
  }
}
