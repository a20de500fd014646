import { describe, expect, it } from 'vitest';
import { theDrawOf } from '../../web/lib/format';
import { editText } from '../../web/routes/fairness/-components/log-entry-text';

describe('the words of the game page and its fairness log', () => {
  it("names a game's draw once: 'the Big Screen TV Draw', never 'Draw draw'", () => {
    expect(theDrawOf('Big Screen TV Draw')).toBe('the Big Screen TV Draw');
    expect(theDrawOf('Summer draw ')).toBe('the Summer draw');
    expect(theDrawOf('Camera')).toBe('the Camera draw');
    // A word that only ends in 'draw' is not the word.
    expect(theDrawOf('Big Withdraw')).toBe('the Big Withdraw draw');
  });

  it('says an edit of the log in words, and keeps a field it does not know as written', () => {
    expect(editText('endTime=2026-11-28T16:15:16.896Z')).toBe('end time moved to Nov 28, 2026, 11:15 AM EST');
    expect(editText('prize=A red bicycle')).toBe('prize changed to A red bicycle');
    expect(editText('prizeValueCents=50000')).toBe('prize value changed to $500.00');
    expect(editText('endTime=not a date')).toBe('endTime=not a date');
    expect(editText('colour=blue')).toBe('colour=blue');
  });
});
