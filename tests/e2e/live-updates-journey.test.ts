import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInPlayers } from '../support/players';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { CuttableProxy } from './support/cuttable-proxy';
import { signUpAndLogIn } from './support/journey';

/**
 * The game page in a real browser keeps its figures live from `games.live` (no polling while the
 * stream is up), falls back to polling when the stream is cut, and takes the stream
 * again when it comes back. A proxy between the browser and the server cuts the streams.
 */
describe.runIf(browserAvailable())('live updates on the game page, with the polling fallback', () => {
  const world = useBrowserWorld(120_000);
  let proxy: CuttableProxy;
  let gameId: number;
  let others: HttpClient[];

  beforeAll(async () => {
    gameId = await aLiveGame(world.server, {
      name: 'Live Wire Draw',
      prize: 'Radio',
      totalNumbers: 40,
      freePlay: { start: 1, end: 40 },
    });
    others = await signedInPlayers(world.server.useCases, world.server.url, 3, 'live-journey-');
    proxy = await CuttableProxy.start(world.server.url);
  }, 60_000);
  afterAll(() => proxy?.close());

  const spinElsewhere = async (player: HttpClient | undefined) => {
    const spin = await player?.post('/api/free-spin', { gameId });
    expect(spin?.status).toBe(200);
    return spin?.body.number as number;
  };

  it('shows another player’s claim from the stream, polls while the stream is cut, and resumes it', async () => {
    const { page } = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(page, `live.${Date.now()}@gmail.com`, { at: `${proxy.url}/game/${gameId}` });
    const recent = page.getByRole('region', { name: 'Recent Numbers' });
    await recent.getByText('No numbers spun yet. Be the first!').waitFor();
    await proxy.until(() => proxy.streamed > 0, 15_000, 'the game stream sends its first state');

    // Up: the claim arrives by the stream; the recent numbers are not fetched again.
    const polledBefore = proxy.asked('games.recentNumbers');
    const first = await spinElsewhere(others[0]);
    await recent.getByText(String(first), { exact: true }).waitFor({ timeout: 3_000 });
    expect(proxy.asked('games.recentNumbers')).toBe(polledBefore);

    // Cut: the page polls the recent numbers (every 5 s) and still sees new claims.
    proxy.cutStreams();
    await proxy.until(() => proxy.asked('games.recentNumbers') > polledBefore, 15_000, 'polling resumes');
    const second = await spinElsewhere(others[1]);
    await recent.getByText(String(second), { exact: true }).waitFor({ timeout: 15_000 });

    // Back: the link opens the stream again, and the next claim comes by it.
    const streamedBefore = proxy.streamed;
    proxy.restoreStreams();
    await proxy.until(() => proxy.streamed > streamedBefore, 30_000, 'the stream comes back');
    const polledAfter = proxy.asked('games.recentNumbers');
    const third = await spinElsewhere(others[2]);
    await recent.getByText(String(third), { exact: true }).waitFor({ timeout: 3_000 });
    expect(proxy.asked('games.recentNumbers')).toBe(polledAfter);
  }, 120_000);
});
