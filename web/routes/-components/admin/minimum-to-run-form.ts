import type { CreateGameBody } from './admin-types';

/** The create form's minimum to run, as typed: empty means none. */
export interface MinimumDraft {
  minimumToRun: string;
  belowMinimum: 'cancel' | 'extend';
  extendHours: string;
}

export const newMinimumDraft = (): MinimumDraft => ({
  minimumToRun: '',
  belowMinimum: 'cancel',
  extendHours: '',
});

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The fields a create sends: none without a minimum; the server checks every rule and names the field. */
export function minimumBodyOf(
  d: MinimumDraft,
): Pick<CreateGameBody, 'minimumToRun' | 'belowMinimum' | 'extendHours'> {
  if (d.minimumToRun.trim() === '') return {};
  return {
    minimumToRun: numberOrNaN(d.minimumToRun),
    belowMinimum: d.belowMinimum,
    ...(d.belowMinimum === 'extend' ? { extendHours: numberOrNaN(d.extendHours) } : {}),
  };
}
