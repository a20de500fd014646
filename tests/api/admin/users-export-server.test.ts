import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_CSV_HEADER } from '../../../adapters/http/endpoints/back-office/users';
import { seedBenchPlayers } from '../../bench/users-list';
import { csvRecords } from '../../support/csv-reader';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAdminAt } from '../support/admin-session';

/** Export CSV on the real server and database: more players than one batch, filtered and sorted. */
describe('Export CSV over HTTP with the Users tab selection', () => {
  let server: TestServer;
  let cookie: string;
  const PLAYERS = 1_300;

  beforeAll(async () => {
    server = await startTestServer();
    await seedBenchPlayers(server.db.sql, PLAYERS);
    cookie = await signInAdminAt(server.url);
  });
  afterAll(() => server?.close());

  const get = (path: string) => fetch(`${server.url}${path}`, { headers: { cookie } });
  const csvRows = async (query: string) => {
    const res = await get(`/api/admin/users/export?${query}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.endsWith('\r\n')).toBe(true);
    return csvRecords(text, USERS_CSV_HEADER);
  };
  const listTotal = async (query: string) => (await (await get(`/api/admin/users?${query}`)).json()).total;

  it('streams every verified player by name, as many as the list counts, in its order', async () => {
    const rows = await csvRows('filter=verified&sort=name&direction=asc');
    expect(rows.length).toBe(await listTotal('filter=verified'));
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.every((row) => row[8] === 'true')).toBe(true);
    const names = rows.map(
      ([, first = '', last = '']) => `${last.toLowerCase()}\u0000${first.toLowerCase()}`,
    );
    expect(names).toEqual([...names].sort());
  });

  it('follows a search and the inactive filter, newest first by default', async () => {
    const rows = await csvRows('search=son&filter=inactive');
    expect(rows.length).toBe(await listTotal('search=son&filter=inactive'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(`${row[1]} ${row[2]} ${row[3]}`.toLowerCase()).toContain('son');
      expect(row[6]).not.toBe('active');
    }
    const created = rows.map((row) => Date.parse(row[10] ?? ''));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('answers every player with no selection', async () => {
    expect((await csvRows('')).length).toBe(PLAYERS);
  });
});
