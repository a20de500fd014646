import { maxInstantPrizes } from '../../../../domain/fairness/instant-wins';
import { type InstantPrizeOut, instantChanceText } from '../../../lib/instant-prizes';

/** One instant prize as typed in the Games tab's form; `id` keeps its row (and focus) while it moves. */
export interface PrizeDraft {
  id: number;
  name: string;
  value: string;
}

let lastId = 0;
const nextId = () => {
  lastId += 1;
  return lastId;
};

export const newPrizeDraft = (): PrizeDraft => ({ id: nextId(), name: '', value: '' });

export const draftsOf = (prizes: readonly Pick<InstantPrizeOut, 'name' | 'value'>[]): PrizeDraft[] =>
  prizes.map((p) => ({ id: nextId(), name: p.name, value: p.value.toFixed(2) }));

/** The list with the prize at `index` swapped with its neighbour `by` places away (-1 up, +1 down). */
export function movePrize(drafts: readonly PrizeDraft[], index: number, by: -1 | 1): PrizeDraft[] {
  const to = index + by;
  if (index < 0 || index >= drafts.length || to < 0 || to >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[index], next[to]] = [next[to] as PrizeDraft, next[index] as PrizeDraft];
  return next;
}

export const removePrize = (drafts: readonly PrizeDraft[], id: number) => drafts.filter((d) => d.id !== id);

/** How many prizes the game may carry for the total typed, or null while the total is not a number. */
export function prizeLimitFor(totalText: string): number | null {
  const total = Number(totalText.trim());
  return totalText.trim() !== '' && Number.isInteger(total) && total > 0 ? maxInstantPrizes(total) : null;
}

/** The form's live preview: the chance per entry and the limit, in words. */
export function prizePreview(count: number, totalText: string): string {
  const total = Number(totalText.trim());
  const limit = prizeLimitFor(totalText);
  if (limit === null) return 'Set the total numbers to see each entry’s chance.';
  const most = `A game of ${total} numbers may carry up to ${limit} instant ${limit === 1 ? 'prize' : 'prizes'}.`;
  if (count === 0) return `No instant prizes: a plain wheel game. ${most}`;
  return `${instantChanceText(count, total)}. ${most}`;
}

/**
 * Local checks of the prizes (each named, each a value of 0 or more, no more than the limit); the
 * server checks them again and its refusal shows in the same place.
 */
export function checkPrizes(drafts: readonly PrizeDraft[], totalText: string): string | undefined {
  const limit = prizeLimitFor(totalText);
  if (limit !== null && drafts.length > limit)
    return `Too many instant prizes: a game of ${totalText.trim()} numbers may carry up to ${limit}.`;
  const at = drafts.findIndex((d) => d.name.trim() === '');
  if (at !== -1) return `Instant prize ${at + 1} needs a name.`;
  const bad = drafts.findIndex((d) => {
    const value = Number(d.value.trim());
    return d.value.trim() === '' || !Number.isFinite(value) || value < 0;
  });
  if (bad !== -1) return `Instant prize ${bad + 1} needs a value in dollars, 0 or more.`;
  return undefined;
}

/** The prizes as the create and edit inputs take them (dollars). */
export const prizesInput = (drafts: readonly PrizeDraft[]) =>
  drafts.map((d) => ({ name: d.name.trim(), value: Number(d.value.trim()) }));
