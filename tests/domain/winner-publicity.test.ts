import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../domain/accounts/preferences';
import { publicWinnerName } from '../../domain/winners/winner-publicity';

const pat = { firstName: 'Pat', lastName: 'payer', state: 'CA', optOutPublicity: false };
const visible = { ...DEFAULT_PREFERENCES, profileVisible: true };

describe('a winner shown in public', () => {
  it('is named by first name, last initial and state when their profile is visible', () => {
    expect(publicWinnerName(pat, visible)).toBe('Pat P. from CA');
  });

  it('is only "a player from" their state when the profile is private or publicity was refused', () => {
    expect(publicWinnerName(pat, { ...visible, profileVisible: false })).toBe('A player from CA');
    expect(publicWinnerName(pat, null)).toBe(
      DEFAULT_PREFERENCES.profileVisible ? 'Pat P. from CA' : 'A player from CA',
    );
    expect(publicWinnerName({ ...pat, optOutPublicity: true }, visible)).toBe('A player from CA');
  });

  it('names nobody once the account is erased', () => {
    expect(publicWinnerName(null, visible)).toBe('A player');
    expect(publicWinnerName({ ...pat, firstName: '', lastName: '', state: null }, visible)).toBe('A player');
  });
});
