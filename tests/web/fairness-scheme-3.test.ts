import { describe, expect, it } from 'vitest';
import { playerEntries } from '../../domain/fairness/player-entries';
import { gameClientSeed } from '../../domain/fairness/seeds';
import { verifyFairness } from '../../domain/fairness/verify-fairness';
import { instantPrizesStandText } from '../../web/routes/fairness/-components/instant-prize-text';
import { logEntryTitle, yourEntriesText } from '../../web/routes/fairness/-components/log-entry-text';
import { aScheme3InstantGame } from '../builders/fairness-game-scheme-3';

describe('the fairness page on a game of scheme 3', () => {
  const game = aScheme3InstantGame();

  it('titles each award by its prize, spin and number, and no claim as an instant prize', () => {
    const titles = game.log.map(logEntryTitle);
    const awards = game.log.flatMap((e) => (e.type === 'instant' ? [e] : []));
    expect(titles.filter((t) => t.startsWith('Instant prize'))).toEqual(
      awards.map((a) => `Instant prize ${a.k} won by spin ${a.spin}, number ${a.number}`),
    );
    expect(titles.filter((t) => t.startsWith('Spin') && t.includes('instant'))).toEqual([]);
  });

  it("finds a reader's entries from their seed and says which seed the game shows", () => {
    const found = playerEntries(game, 'late-payer');
    expect(yourEntriesText(found.gameSeed, found.spins, true)).toBe(
      `Your client seed for this game is ${gameClientSeed('late-payer', game.gameId)}. Your entries: spin ${found.spins[0]}.`,
    );
    const none = playerEntries(game, 'someone else');
    expect(yourEntriesText(none.gameSeed, none.spins, true)).toMatch(/\. No claim of this game shows it\.$/);
    expect(yourEntriesText('a1', [1, 4], false)).toBe('Your entries: spins 1, 4.');
  });

  it('says the instant prizes won in a cancelled game stand', () => {
    const report = verifyFairness(game);
    const won = report.instantPrizes.map((p) => ({ won: p.spin !== null }));
    expect(instantPrizesStandText(won)).toBe('The 3 instant prizes already won stand (listed below). ');
    expect(instantPrizesStandText([{ won: true }, { won: false }])).toBe(
      'The instant prize already won stands (listed below). ',
    );
    expect(instantPrizesStandText([{ won: false }])).toBe('');
  });
});
