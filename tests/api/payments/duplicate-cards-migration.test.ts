import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEmbedded } from '../../../adapters/postgres/database';
import { startEmbeddedPglite } from '../../../adapters/postgres/embedded-pglite';
import { migrate } from '../../../adapters/postgres/migrate';

const MIGRATIONS = resolve(import.meta.dirname, '../../../adapters/postgres/migrations');

/** 007_card_fingerprints.sql on a database that already holds duplicate cards (stored before the rule). */
describe('007_card_fingerprints.sql: cards stored twice before it', () => {
  let db: ReturnType<typeof connectEmbedded>;
  let before: string;

  beforeAll(async () => {
    db = connectEmbedded(await startEmbeddedPglite({}));
    before = await mkdtemp(join(tmpdir(), 'migrations-before-007-'));
    for (const file of await readdir(MIGRATIONS)) {
      if (file < '007') await copyFile(join(MIGRATIONS, file), join(before, file));
    }
    await migrate(db.sql, { migrations: before, functions: null });
  });
  afterAll(async () => {
    await db?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('keeps the default (else the oldest) of each set of copies, then refuses new copies', async () => {
    const [ann, bob] = await db.sql<{ id: number }[]>`
      INSERT INTO users (email) VALUES ('ann@gmail.com'), ('bob@gmail.com') RETURNING id`;
    const card = (userId: number, cardId: string, last4: string, isDefault = false) => ({
      user_id: userId,
      gateway_customer_id: `cust-${userId}`,
      gateway_card_id: cardId,
      brand: 'VISA',
      last4,
      exp_month: 12,
      exp_year: 2029,
      is_default: isDefault,
    });
    await db.sql`INSERT INTO payment_cards ${db.sql([
      card(ann?.id ?? 0, 'a1', '1111'),
      card(ann?.id ?? 0, 'a2', '1111'),
      card(ann?.id ?? 0, 'a3', '4444', true),
      card(ann?.id ?? 0, 'a4', '4444'),
      card(ann?.id ?? 0, 'a5', '1111'),
      card(bob?.id ?? 0, 'b1', '1111', true),
    ])}`;

    expect(await migrate(db.sql)).toContain('007_card_fingerprints');

    const active = await db.sql<{ gateway_card_id: string; is_default: boolean }[]>`
      SELECT gateway_card_id, is_default FROM payment_cards WHERE disabled_at IS NULL ORDER BY gateway_card_id`;
    expect(active).toEqual([
      { gateway_card_id: 'a1', is_default: false },
      { gateway_card_id: 'a3', is_default: true },
      { gateway_card_id: 'b1', is_default: true },
    ]);
    await expect(
      db.sql`INSERT INTO payment_cards ${db.sql(card(ann?.id ?? 0, 'a6', '1111'))}`,
    ).rejects.toThrow(/payment_cards_one_unfingerprinted_key/);
    const fingerprinted = { ...card(ann?.id ?? 0, 'a7', '1111'), fingerprint: 'fp-1' };
    await db.sql`INSERT INTO payment_cards ${db.sql(fingerprinted)}`;
    await expect(
      db.sql`INSERT INTO payment_cards ${db.sql({ ...fingerprinted, gateway_card_id: 'a8', exp_year: 2030 })}`,
    ).rejects.toThrow(/payment_cards_one_fingerprint_key/);
  });
});
