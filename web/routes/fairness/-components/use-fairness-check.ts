import { useQuery } from '@tanstack/react-query';
import { type FairnessAnswer, parseFairnessAnswer } from '../../../../domain/fairness/fairness-answer';
import { type FairnessReport, verifyFairness } from '../../../../domain/fairness/verify-fairness';
import { type CrossCheck, crossCheckWithWebCrypto } from './web-crypto-cross-check';

export type FairnessCheck = { answer: FairnessAnswer; report: FairnessReport; crossCheck: CrossCheck };

/** Why the page has no report: the game is unknown, the site failed, or its answer is not one. */
export class FairnessLoadError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-found' | 'unavailable' | 'malformed',
  ) {
    super(message);
  }
}

/** Fetches a game's fairness answer and re-derives it all in the browser (the live draw's check too). */
export async function loadAndCheck(gameId: number): Promise<FairnessCheck> {
  const response = await fetch(`/api/games/${gameId}/fairness`, { headers: { accept: 'application/json' } });
  if (response.status === 404) throw new FairnessLoadError('Game not found.', 'not-found');
  if (!response.ok) throw new FairnessLoadError(`The server answered ${response.status}.`, 'unavailable');
  const parsed = parseFairnessAnswer(await response.json().catch(() => null));
  if (!parsed.ok)
    throw new FairnessLoadError(`The answer is not a fairness answer: ${parsed.error}.`, 'malformed');
  if (parsed.value.gameId !== gameId)
    throw new FairnessLoadError(
      `The answer is for game ${parsed.value.gameId}, not game ${gameId}.`,
      'malformed',
    );
  const report = verifyFairness(parsed.value);
  return { answer: parsed.value, report, crossCheck: await crossCheckWithWebCrypto(parsed.value, report) };
}

/** Fetches a game's fairness answer (plain REST, no server types) and re-derives it all in the browser. */
export function useFairnessCheck(gameId: number) {
  return useQuery({
    queryKey: ['fairness', gameId],
    queryFn: () => loadAndCheck(gameId),
    retry: (count, error) =>
      !(error instanceof FairnessLoadError && error.kind !== 'unavailable') && count < 2,
  });
}
