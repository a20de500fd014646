import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../domain/accounts/preferences';
import { isPublicWinner, publicWinnerName } from '../../domain/winners/winner-publicity';

const pat = { firstName: 'Pat', lastName: 'payer', state: 'CA', optOutPublicity: false };

describe('a winner shown in public', () => {
  it('is named by first name, last initial and state by default', () => {
    expect(publicWinnerName(pat)).toBe('Pat P. from CA');
    expect(isPublicWinner(pat)).toBe(true);
    expect(DEFAULT_PREFERENCES.profileVisible).toBe(true);
  });

  it('is only "a player from" their state once they keep their name private', () => {
    expect(publicWinnerName({ ...pat, optOutPublicity: true })).toBe('A player from CA');
    expect(isPublicWinner({ ...pat, optOutPublicity: true })).toBe(false);
  });

  it('names nobody once the account is erased', () => {
    expect(publicWinnerName(null)).toBe('A player');
    expect(publicWinnerName({ ...pat, firstName: '', lastName: '', state: null })).toBe('A player');
  });
});
