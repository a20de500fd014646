import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresUserRepository } from '../../adapters/postgres/accounts/postgres-user-repository';
import { type TestDatabase, withTestDatabase } from '../support/test-database';
import { aNewUser } from './world';

const MIGRATION = new URL('../../adapters/postgres/migrations/039_one_publicity_flag.sql', import.meta.url);

describe('039_one_publicity_flag.sql: one publicity flag', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await withTestDatabase();
  });
  afterAll(() => db?.close());

  it('keeps a sign-up opt-out, carries a saved "Profile Visibility off" over, and drops the old column', async () => {
    // The schema as 009_preferences.sql left it: Profile Visibility saved apart, off unless turned on.
    await db.sql`ALTER TABLE player_preferences ADD COLUMN profile_visible boolean NOT NULL DEFAULT false`;
    const users = new PostgresUserRepository(db.sql);
    const create = async (optOutPublicity: boolean) =>
      (await users.create(aNewUser({ optOutPublicity })))?.id ?? 0;
    const optedOut = await create(true);
    const savedOff = await create(false);
    const savedOn = await create(false);
    const neverSaved = await create(false);
    const savedOnButOptedOut = await create(true);
    const save = (userId: number, visible: boolean) => db.sql`
      INSERT INTO player_preferences (user_id, sound_effects, confetti_effects, email_notifications,
        win_notifications, profile_visible, updated_at)
      VALUES (${userId}, false, true, true, true, ${visible}, now())`;
    await save(savedOff, false);
    await save(savedOn, true);
    await save(savedOnButOptedOut, true);

    await db.sql.unsafe(await readFile(MIGRATION, 'utf8')).simple();

    const flags = await Promise.all(
      [optedOut, savedOff, savedOn, neverSaved, savedOnButOptedOut].map(
        async (id) => (await users.findById(id))?.optOutPublicity,
      ),
    );
    expect(flags).toEqual([true, true, false, false, true]);
    const [column] = await db.sql`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'player_preferences' AND column_name = 'profile_visible'`;
    expect(column?.n).toBe(0);
  });
});
