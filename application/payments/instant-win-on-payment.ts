import { DEFAULT_CLAIM_WINDOW_HOURS } from '../../domain/winners/claim-window';
import type { SettingsStore } from '../shared/ports/settings-store';

/**
 * The claim window an instant win's notice states, read before the settling transaction opens (a
 * settings read inside it could wait for the connection the transaction holds).
 */
export const claimWindowOf = async (settings?: Pick<SettingsStore, 'get'>): Promise<number> =>
  settings ? await settings.get('claimWindowHours') : DEFAULT_CLAIM_WINDOW_HOURS;
