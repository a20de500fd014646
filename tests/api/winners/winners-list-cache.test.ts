import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../domain/accounts/preferences';
import { aClaimApp, aWonGame } from './claim-world';

interface ListAnswer {
  items: { gameId: number; winner: string }[];
}

describe('GET /api/winners, a shared read', () => {
  it('is read once per change: a new winner, a publicity choice and a declined prize each show at once', async () => {
    const t = aClaimApp();
    const page = vi.spyOn(t.persistence.repositories.winnersList, 'page');
    const ada = await t.signUp({ firstName: 'Ada', lastName: 'Palmer', state: 'CA' });
    const bo = await t.signUp({ firstName: 'Bo', lastName: 'Lee', state: 'TX' });
    const first = await aWonGame(t, ada);
    const list = async () => {
      const answer = await t.call('GET', '/api/winners');
      expect(answer.headers.get('cache-control')).toBe('public, no-cache');
      return { etag: answer.headers.get('etag'), body: (await answer.json()) as ListAnswer };
    };

    const a = await list();
    const reads = page.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    const again = await list();
    expect(page.mock.calls.length).toBe(reads);
    expect(again).toEqual(a);
    expect(a.body.items).toEqual([expect.objectContaining({ gameId: first.game.id, winner: 'Ada P., CA' })]);
    const notModified = await t.call('GET', '/api/winners', { headers: { 'if-none-match': a.etag ?? '' } });
    expect(notModified.status).toBe(304);

    const second = await aWonGame(t, bo);
    expect((await list()).body.items.map((i) => i.winner)).toEqual(['Bo L., TX', 'Ada P., CA']);

    const hidden = await t.call('PUT', '/api/user/preferences', {
      cookie: ada.cookie,
      json: { ...DEFAULT_PREFERENCES, profileVisible: false },
    });
    expect(hidden.status).toBe(200);
    expect((await list()).body.items.map((i) => i.winner)).toEqual(['Bo L., TX', 'A player from CA']);

    const declined = await t.call('POST', `/api/claims/${second.winnerId}`, {
      cookie: bo.cookie,
      json: { decision: 'decline' },
    });
    expect(declined.status).toBe(200);
    const last = await list();
    expect(last.body.items.map((i) => i.gameId)).toEqual([first.game.id]);
    expect(last.etag).not.toBe(a.etag);
  });
});
